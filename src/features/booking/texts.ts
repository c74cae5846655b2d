export const BOOKING_TEXTS = {
  selectSessionType: 'Please select a session type',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  bookingFailed: 'Failed to process booking. Please try again.',
  calendarFailed: 'Failed to open booking calendar',
  requestFailed: 'Failed to process request',
  booked: 'Strategy session booked successfully!',
  noServices: 'No bookable services right now.',
  servicesFailed: 'Failed to load services',
} as const
