import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { type CardTier, type MobileTier, membershipCardDisplay, sampleCardTierFor } from '../lib/tiers.ts'
import { cn } from './cn.ts'

export const badgeVariants = cva(
  'inline-flex w-fit max-w-full shrink-0 items-center gap-1 rounded-full font-medium [overflow-wrap:anywhere] [&_svg]:size-3',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-muted-foreground',
        outline: 'border border-border text-foreground',
        brand: 'bg-primary text-primary-foreground',
        accent: 'bg-accent text-accent-foreground',
        success: 'bg-success-soft text-success-soft-foreground',
        warning: 'bg-warning-soft text-warning-soft-foreground',
        danger: 'bg-danger-soft text-danger-soft-foreground',
        info: 'bg-info-soft text-info-soft-foreground',
        'tier-pro': 'bg-tier-pro text-tier-pro-foreground',
        'tier-standard': 'bg-tier-standard text-tier-standard-foreground',
        'tier-base': 'bg-tier-base text-tier-base-foreground',
        advisory: 'bg-advisory-soft text-advisory-soft-foreground',
        founders: 'bg-founders-soft text-founders-soft-foreground',
        investors: 'bg-investors-soft text-investors-soft-foreground',
        product: 'bg-product-soft text-product-soft-foreground',
        /** Solid count bubble (unread counters). */
        count: 'min-w-5 justify-center bg-danger px-1.5 text-danger-foreground tabular-nums',
      },
      size: { sm: 'px-2 py-0.5 text-xs', md: 'px-2.5 py-0.5 text-sm' },
    },
    defaultVariants: { variant: 'neutral', size: 'sm' },
  },
)

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

/** A short label: status, tier, audience or a count. Colour is never the only signal: the text says it. */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />
}

/** Status words the screens use, mapped to colours once (002 §2.3, 001 §3). Unknown statuses are neutral. */
const STATUS_VARIANTS: Readonly<Record<string, BadgeVariant>> = {
  active: 'success',
  completed: 'success',
  agreed: 'success',
  'on-track': 'success',
  done: 'success',
  scheduled: 'info',
  upcoming: 'info',
  assigned: 'info',
  'in-progress': 'info',
  in_progress: 'info',
  draft: 'neutral',
  unassigned: 'neutral',
  archived: 'neutral',
  pending: 'warning',
  'at-risk': 'warning',
  inactive: 'warning',
  high: 'danger',
  cancelled: 'danger',
  failed: 'danger',
  medium: 'warning',
  low: 'neutral',
}

export function statusVariant(status: string): BadgeVariant {
  return STATUS_VARIANTS[status.toLowerCase()] ?? 'neutral'
}

/** A status badge whose colour follows the word: `<StatusBadge status="at-risk" />`. */
export function StatusBadge({
  status,
  children,
  ...props
}: Omit<BadgeProps, 'variant'> & { status: string }) {
  return (
    <Badge variant={statusVariant(status)} {...props}>
      {children ?? status}
    </Badge>
  )
}

const TIER_VARIANT: Readonly<Record<CardTier, BadgeVariant>> = {
  pro: 'tier-pro',
  standard: 'tier-standard',
  base: 'tier-base',
}

/**
 * The membership tier in its colour (002 §3: pro purple, standard blue, base grey). Pass a card tier
 * (base/standard/pro) or a mobile tier (free/premium/pro, mapped as the sample card maps them).
 */
export function TierBadge({
  tier,
  kind = 'card',
  children,
  ...props
}: Omit<BadgeProps, 'variant'> & { tier: CardTier | MobileTier | string; kind?: 'card' | 'mobile' }) {
  const cardTier = kind === 'mobile' ? sampleCardTierFor(tier) : cardTierOf(tier)
  return (
    <Badge variant={TIER_VARIANT[cardTier]} {...props}>
      {children ?? membershipCardDisplay(cardTier).memberLabel}
    </Badge>
  )
}

function cardTierOf(tier: string): CardTier {
  return tier === 'pro' || tier === 'standard' ? tier : 'base'
}
