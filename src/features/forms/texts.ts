/**
 * Form toasts. The four success texts and the 'Failed to …' pattern are spec 000 §8; the others
 * follow the same wording where the spec names the form but not its message (ARCHITECTURE.md).
 */
export const FORM_TOASTS = {
  partnership: {
    success: 'Partnership request submitted successfully!',
    failure: 'Failed to submit partnership request',
  },
  advisory: {
    success: 'Advisory request submitted successfully!',
    failure: 'Failed to submit advisory request',
  },
  application: { success: 'Application submitted successfully!', failure: 'Failed to submit application' },
  strategySession: {
    success: 'Strategy session booked successfully!',
    failure: 'Failed to book strategy session',
  },
  contact: { success: 'Message sent successfully!', failure: 'Failed to send message' },
  waitlist: { success: 'You are on the waitlist!', failure: 'Failed to join the waitlist' },
  membershipWaitlist: {
    success: 'Membership application submitted successfully!',
    failure: 'Failed to submit membership application',
  },
  newsletterJoin: {
    success: 'Subscribed to YELmail successfully!',
    failure: 'Failed to subscribe to YELmail',
  },
  newsletterPreferences: {
    success: 'Preferences saved successfully!',
    failure: 'Failed to save preferences',
  },
  newsletterUnsubscribe: {
    success: 'Unsubscribed successfully!',
    failure: 'Failed to unsubscribe',
  },
  fundingGapsAccess: {
    success: 'Access request submitted successfully!',
    failure: 'Failed to submit access request',
  },
} as const

/** Spec 001 §8, reused by the strategy-session form's focus field. */
export const SESSION_TYPE_REQUIRED = 'Please select a session type'

/** Shown under the form when the rate limiter (000 §5) refuses a submission. */
export function rateLimitedMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return `Too many attempts. Please wait ${seconds} seconds and try again.`
}

export const SUSPICIOUS_ACTIVITY = 'Too many attempts in a short time. Please wait a moment and try again.'

/** After a form is stored on the device: online it is on its way; offline it waits for the network. */
export const DELIVERY_NOTE = {
  online: 'Sent. We reply within two working days.',
  offline: 'Saved on this device. It will be sent automatically when you are back online.',
} as const
