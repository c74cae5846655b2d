import { useEffect, useState } from 'react'
import { useInvokeFunction } from '../../data/functions.ts'
import { reportWrite, toastSuccess } from '../../data/write.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Download, Share2, Wallet } from '../../ui/icons.ts'
import { MembershipCardFrame } from '../../ui/membership-card-frame.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import { downloadCardPng, openQrInNewTab, qrDataUrl, requestWalletPass, shareCard } from './card-actions.ts'
import { type MembershipCard, shownCardId, walletMembership } from './membership-rules.ts'
import { MEMBERSHIP_TEXTS } from './texts.ts'

function formatDay(value: string | null): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}

function useQr(data: string, size: number): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    qrDataUrl(data, size)
      .then((next) => live && setUrl(next))
      .catch((error: unknown) => console.error('QR code could not be drawn', error))
    return () => {
      live = false
    }
  }, [data, size])
  return url
}

interface MembershipCardViewProps {
  card: MembershipCard
  email: string
  /** 200 on the console (001 §9), 120 on the phone (002 §4). */
  qrSize: 200 | 120
  className?: string
}

/** The card, its QR code drawn on the device, and Download / Share / Add Wallet. */
export function MembershipCardView({ card, email, qrSize, className }: MembershipCardViewProps) {
  const invoke = useInvokeFunction()
  const qr = useQr(card.qrCodeData, qrSize)
  const [busy, setBusy] = useState<'download' | 'share' | 'wallet' | null>(null)
  const cardId = shownCardId(card)

  const run = async (action: 'download' | 'share' | 'wallet', work: () => Promise<void>) => {
    setBusy(action)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  const download = () =>
    run('download', async () => {
      await reportWrite({ failure: MEMBERSHIP_TEXTS.downloadFailed }, () => downloadCardPng(card, cardId))
    })
  const share = () =>
    run('share', async () => {
      try {
        if ((await shareCard(card)) === 'copied') toastSuccess(MEMBERSHIP_TEXTS.linkCopied)
      } catch (error) {
        console.error('Share failed', error)
      }
    })
  const wallet = () =>
    run('wallet', async () => {
      const outcome = await requestWalletPass(
        invoke,
        card,
        walletMembership(card, email),
        navigator.userAgent,
      )
      if (outcome.ok) toastSuccess(MEMBERSHIP_TEXTS.walletSuccess)
      else toast.error(outcome.message)
    })

  return (
    <div className={cn('grid gap-4', className)}>
      <div className={cn('flex flex-wrap items-center gap-4', qrSize === 120 && 'flex-col items-stretch')}>
        <MembershipCardFrame
          tier={card.tier}
          memberName={card.memberName}
          cardNumber={card.cardNumber}
          status={card.status}
          company={card.company}
          issued={formatDay(card.issuedDate)}
          expires={formatDay(card.expiryDate)}
        />
        <div className={cn('grid justify-items-center gap-2', qrSize === 120 && 'justify-self-center')}>
          {qr ? (
            <button
              type="button"
              onClick={() => void openQrInNewTab(qr)}
              className="rounded-lg bg-white p-1 outline-ring focus-visible:outline-2 focus-visible:outline-offset-2"
              aria-label={`${MEMBERSHIP_TEXTS.qrCode}: open in a new tab`}
            >
              <img src={qr} width={qrSize} height={qrSize} alt={`QR code for card ${card.cardNumber}`} />
            </button>
          ) : (
            <Skeleton style={{ width: qrSize, height: qrSize }} />
          )}
          <p className="text-xs text-muted-foreground">
            Card ID <span className="font-mono text-foreground">{cardId}</span>
          </p>
        </div>
      </div>
      {card.sample && <p className="text-xs text-muted-foreground">{MEMBERSHIP_TEXTS.sampleNote}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" loading={busy === 'download'} onClick={() => void download()}>
          <Download aria-hidden="true" />
          {MEMBERSHIP_TEXTS.download}
        </Button>
        <Button variant="outline" size="sm" loading={busy === 'share'} onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          {MEMBERSHIP_TEXTS.share}
        </Button>
        <Button variant="outline" size="sm" loading={busy === 'wallet'} onClick={() => void wallet()}>
          <Wallet aria-hidden="true" />
          {MEMBERSHIP_TEXTS.addWallet}
        </Button>
      </div>
    </div>
  )
}
