import type { ReactNode } from 'react'
import { type CardTier, membershipCardDisplay } from '../lib/tiers.ts'
import { cn } from './cn.ts'

const GRADIENTS: Readonly<Record<CardTier, string>> = {
  pro: 'from-(--card-pro-from) to-(--card-pro-to)',
  standard: 'from-(--card-standard-from) to-(--card-standard-to)',
  base: 'from-(--card-base-from) to-(--card-base-to)',
}

interface MembershipCardFrameProps {
  /** base, standard or pro; anything else shows as Forge (002 §3). */
  tier: string | null | undefined
  memberName: string
  /** As stored ('JUL-PRO-12345678'); shorten it with displayCardId from src/lib/tiers.ts where the spec says so. */
  cardNumber: string
  /** Shown upper-case (000 §3). */
  status?: string
  company?: string | null
  issued?: ReactNode
  expires?: ReactNode
  /** The QR code (an <img> or <svg>), drawn on a white tile so it scans in dark mode too. */
  qr?: ReactNode
  className?: string
}

/**
 * The membership card (001 §2 home, 002 §2.12 Card): the tier's colour and name, the member and the
 * number. Buttons (Download, Share, Add Wallet) go below it, not on it.
 */
export function MembershipCardFrame({
  tier,
  memberName,
  cardNumber,
  status,
  company,
  issued,
  expires,
  qr,
  className,
}: MembershipCardFrameProps) {
  const cardTier: CardTier = tier === 'pro' || tier === 'standard' ? tier : 'base'
  const display = membershipCardDisplay(cardTier)
  return (
    <article
      aria-label={`${display.title} membership card`}
      data-tier={cardTier}
      className={cn(
        'relative isolate flex aspect-[1.586] w-full max-w-sm flex-col justify-between overflow-hidden rounded-2xl p-5 text-(--card-text) shadow-lg',
        'bg-linear-135',
        GRADIENTS[cardTier],
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_-10%,rgb(255_255_255/0.28),transparent_55%)]"
      />
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-brass-200">JUL</p>
          <p className="text-lg font-semibold tracking-wide">{display.title}</p>
          <p className="text-xs opacity-90">{display.memberLabel}</p>
        </div>
        {status && (
          <span className="rounded-full bg-white/15 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wider uppercase">
            {status}
          </span>
        )}
      </div>
      <div className="flex items-end justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-base font-semibold">{memberName}</p>
          {company && <p className="truncate text-xs opacity-90">{company}</p>}
          <p className="font-mono text-sm tracking-wider">{cardNumber}</p>
          {(issued || expires) && (
            <p className="text-[0.6875rem] opacity-90">
              {issued && <>Issued {issued}</>}
              {issued && expires && ' · '}
              {expires && <>Expires {expires}</>}
            </p>
          )}
        </div>
        {qr && <div className="size-20 shrink-0 rounded-lg bg-white p-1.5 [&>*]:size-full">{qr}</div>}
      </div>
    </article>
  )
}
