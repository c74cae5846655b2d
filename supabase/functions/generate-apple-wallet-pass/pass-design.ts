// The membership card as an Apple Wallet store card (000 §3 / 002 §3 tier display): pro is JUL
// STUDIO / Studio Member (purple), standard JUL WORKSHOP / Workshop Member (blue), base or unknown
// JUL FORGE / Forge Member (grey). The same pass.json is the JSON description served when no signing
// certificates are configured.

export interface CardData {
  tier: string
  cardNumber: string
  userName: string
  company: string | null
  issuedDate: string
  expiryDate: string | null
  qrCodeData: string
  status: string
}

const TIERS = {
  pro: { name: 'JUL STUDIO', label: 'Studio Member', background: 'rgb(107, 33, 168)' },
  standard: { name: 'JUL WORKSHOP', label: 'Workshop Member', background: 'rgb(29, 78, 216)' },
  base: { name: 'JUL FORGE', label: 'Forge Member', background: 'rgb(75, 85, 99)' },
} as const

export const tierDisplay = (tier: string) =>
  tier === 'pro' || tier === 'standard' ? TIERS[tier] : TIERS.base

/** One-colour PNGs (the app's dark mark colour): Wallet refuses a pass without icon.png. */
export const ICONS: Readonly<Record<string, string>> = {
  'icon.png':
    'iVBORw0KGgoAAAANSUhEUgAAAB0AAAAdCAIAAADZ8fBYAAAAJklEQVR42mMQlFCnBWIYNXfU3FFzR80dNXfU3FFzR80dNXdQmQsAAzQG4JxSFhEAAAAASUVORK5CYII=',
  'icon@2x.png':
    'iVBORw0KGgoAAAANSUhEUgAAADoAAAA6CAIAAABu2d1/AAAARklEQVR42u3OQQkAAAgEsKvgzwb2b2iOg8ECLLNXJLq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6PR4Boht9y/sl+wAAAABJRU5ErkJggg==',
  'icon@3x.png':
    'iVBORw0KGgoAAAANSUhEUgAAAFcAAABXCAIAAAD+qk47AAAAgUlEQVR42u3QMQ0AAAgDsFngw8H8O0QFX5MqaGZLFFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsWLFiwYMGCBQsvDoR4PdhzCFDfAAAAAElFTkSuQmCC',
}

export function passJson(card: CardData, ids: { passTypeIdentifier: string; teamIdentifier: string }) {
  const display = tierDisplay(card.tier)
  return {
    formatVersion: 1,
    passTypeIdentifier: ids.passTypeIdentifier,
    teamIdentifier: ids.teamIdentifier,
    serialNumber: card.cardNumber,
    organizationName: 'JUL',
    description: `${display.name} membership card`,
    logoText: display.name,
    backgroundColor: display.background,
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(229, 231, 235)',
    storeCard: {
      primaryFields: [{ key: 'member', label: display.label, value: card.userName }],
      secondaryFields: [
        { key: 'card', label: 'CARD', value: card.cardNumber },
        { key: 'status', label: 'STATUS', value: card.status.toUpperCase() },
      ],
      auxiliaryFields: [
        ...(card.company ? [{ key: 'company', label: 'COMPANY', value: card.company }] : []),
        { key: 'issued', label: 'ISSUED', value: card.issuedDate },
        ...(card.expiryDate ? [{ key: 'expires', label: 'EXPIRES', value: card.expiryDate }] : []),
      ],
      backFields: [{ key: 'tier', label: 'MEMBERSHIP', value: display.name }],
    },
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: card.qrCodeData,
        messageEncoding: 'iso-8859-1',
        altText: card.cardNumber,
      },
    ],
  }
}
