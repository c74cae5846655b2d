/** The membership card's texts (000 §8, 001 §8, 002 §4, §8), verbatim. */
export const MEMBERSHIP_TEXTS = {
  noMembership: 'No Membership Found',
  contactSupport: 'Contact Support',
  loadFailed: 'Failed to load membership data',
  loadingFailed: 'Membership loading failed',
  walletSuccess: 'Apple Wallet pass generated successfully!',
  walletFailed: 'Failed to generate Apple Wallet pass',
  linkCopied: 'Link copied to clipboard',
  download: 'Download',
  share: 'Share',
  addWallet: 'Add Wallet',
  qrCode: 'QR Code',
  loading: 'Loading membership...',
  downloadFailed: 'Failed to download the card',
  sampleNote: 'Sample card made on this device until your membership is issued.',
  templateTitle: 'Membership Card Template',
  templateLead: 'The three membership cards, as each tier receives them: its name, colour and card prefix.',
  templateSampleName: 'Member Name',
  templatePlansLink: 'Compare membership plans',
} as const

export const WALLET_FUNCTION = 'generate-apple-wallet-pass'
export const SUPPORT_PATH = '/contact'
