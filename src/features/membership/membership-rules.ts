import {
  type CardTier,
  displayCardId,
  type MembershipCardDisplay,
  membershipCardDisplay,
  sampleCardTierFor,
} from '../../lib/tiers.ts'

/**
 * The membership card's data (000 §3, §9; 001 §2-§3; 002 §3-§4): the member's stored pass, or the
 * sample made on the device when there is none (never saved). Pure: clock and randomness come in.
 */

export interface PassRow {
  id: string
  membership_tier: string
  membership_kind: string
  status: string
  card_number: string | null
  issued_date: string | null
  expiry_date: string | null
  qr_code_data: string | null
}

export interface MembershipCard {
  id: string
  tier: CardTier
  display: MembershipCardDisplay
  /** Shown upper-case on the card (000 §3). */
  status: string
  cardNumber: string
  issuedDate: string
  expiryDate: string | null
  qrCodeData: string
  memberName: string
  company: string | null
  /** True for the on-device sample (no stored record). */
  sample: boolean
}

export interface CardHolder {
  userId: string
  email: string
  displayName: string
  company: string | null
}

/** The pass among the member's jul_memberships rows (the desktop-access row is a different kind). */
export function passOf<R extends Pick<PassRow, 'membership_kind'>>(rows: readonly R[]): R | null {
  return rows.find((row) => row.membership_kind === 'pass') ?? null
}

/** 002 §2.12, §4: the user name is the part of the sign-in address before the @. */
export function userNameFromEmail(email: string): string {
  const at = email.indexOf('@')
  return at > 0 ? email.slice(0, at) : email
}

export function cardTierOf(tier: string): CardTier {
  return tier === 'pro' || tier === 'standard' ? tier : 'base'
}

export function qrDataFor(userId: string): string {
  return `JUL-MEMBER-${userId}`
}

export function cardFromPass(row: PassRow, holder: CardHolder): MembershipCard {
  const tier = cardTierOf(row.membership_tier)
  return {
    id: row.id,
    tier,
    display: membershipCardDisplay(tier),
    status: row.status.toUpperCase(),
    cardNumber: row.card_number ?? row.id,
    issuedDate: row.issued_date ?? '',
    expiryDate: row.expiry_date,
    qrCodeData: row.qr_code_data ?? qrDataFor(holder.userId),
    memberName: holder.displayName,
    company: holder.company,
    sample: false,
  }
}

/** 002 §3: 'JUL-' plus 8 random digits; `random` returns [0, 1). */
export function sampleCardNumber(random: () => number): string {
  return `JUL-${Array.from({ length: 8 }, () => Math.min(9, Math.floor(random() * 10))).join('')}`
}

/**
 * 002 §3: without a record, a sample made on the device and not saved: id 'mobile-…', tier from the
 * mobile plan (free → base, premium → standard, anything else → pro), active, 'JUL-' + 8 digits,
 * issued now, no expiry, QR data 'JUL-MEMBER-' + the user id.
 */
export function sampleCard(
  holder: CardHolder,
  mobileTier: string,
  now: number,
  random: () => number,
): MembershipCard {
  const tier = sampleCardTierFor(mobileTier)
  return {
    id: `mobile-${holder.userId}`,
    tier,
    display: membershipCardDisplay(tier),
    status: 'ACTIVE',
    cardNumber: sampleCardNumber(random),
    issuedDate: new Date(now).toISOString(),
    expiryDate: null,
    qrCodeData: qrDataFor(holder.userId),
    memberName: holder.displayName,
    company: holder.company,
    sample: true,
  }
}

/** 001 §2, 000 §9: the card id is shown cut to 12 characters. */
export function shownCardId(card: Pick<MembershipCard, 'id'>): string {
  return displayCardId(card.id)
}

/** 002 §4: the wallet pass is generated from these fields. */
export interface WalletMembership {
  id: string
  membership_tier: CardTier
  card_number: string
  user_name: string
  company: string | null
  issued_date: string
  expiry_date: string | null
  qr_code_data: string
}

export function walletMembership(card: MembershipCard, email: string): WalletMembership {
  return {
    id: card.id,
    membership_tier: card.tier,
    card_number: card.cardNumber,
    user_name: userNameFromEmail(email),
    company: card.company,
    issued_date: card.issuedDate,
    expiry_date: card.expiryDate,
    qr_code_data: card.qrCodeData,
  }
}

/** 001 §7: iOS and Safari get the pass with a GET (membership JSON in the query), others POST it. */
export function walletUsesGet(userAgent: string): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent)
  const safari = /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|Edg\/|Android/.test(userAgent)
  return ios || safari
}

/** The JSON description downloaded when no pass file can be had (the spec's fallback). */
export function walletDescription(membership: WalletMembership): string {
  return JSON.stringify(
    {
      format: 'json-description',
      description: 'JUL membership card',
      organizationName: 'JUL',
      membership,
    },
    null,
    2,
  )
}

export function cardFileName(card: Pick<MembershipCard, 'cardNumber'>, extension: string): string {
  return `jul-membership-${card.cardNumber.replace(/[^A-Za-z0-9-]/g, '')}.${extension}`
}
