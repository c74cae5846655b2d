import { PAYMENT_MESSAGES } from '../../lib/payments.ts'

/**
 * The checkout return pages' texts. The outcome of a plan is the spec's '{tier} upgrade initiated!'
 * (000 §8); the spec names no texts for waiting, cancelling or a service card bought, so these are ours
 * (ARCHITECTURE.md, decisions).
 */
export const CHECKOUT_TEXTS = {
  loading: 'Loading...',
  paymentReceived: 'Payment received',
  confirmingPlan: (tier: string) => `Confirming your ${tier} plan…`,
  confirmingPurchase: 'Confirming your purchase…',
  syncNote: 'It appears here as soon as this device has synced with JUL.',
  upgradeInitiated: PAYMENT_MESSAGES.upgradeInitiated,
  purchaseConfirmed: 'Purchase confirmed',
  purchaseInList: (title: string) => `${title} is now in your purchases.`,
  slow: 'Your payment went through, but this device has not received the update yet.',
  checkAgain: 'Check again',
  cancelledTitle: 'Checkout cancelled',
  cancelledBody: 'You have not been charged. You can upgrade whenever you are ready.',
  noCheckoutTitle: 'No checkout to show',
  noCheckoutBody: 'This page shows the outcome of a checkout, and there is none in its address.',
  toDashboard: 'Go to your dashboard',
  toApp: 'Back to the app',
  upgradeConsole: 'Upgrade to Pro €995/mo',
  upgradeMobile: 'Upgrade Plan',
} as const
