/**
 * The sign-in page's own texts, apart from texts.ts: that file is in every page's first load (sign-out
 * uses it), and these are needed only once /auth opens.
 */
export const PASSWORD_HINT =
  'At least 8 characters, with an upper-case and a lower-case letter, a number and a special character.'

/** Forgot password (000 §5's password rules; the spec prints no texts of its own for the reset). */
export const RESET_TEXTS = {
  forgot: 'Forgot password?',
  requestTitle: 'Reset Password',
  requestLead: 'We e-mail you a link to choose a new password.',
  send: 'Send Reset Link',
  sent: 'If an account uses this address, a link to reset its password is on its way. Check your email.',
  back: 'Back to Sign In',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email',
  newTitle: 'Choose a New Password',
  newLead: 'Your other devices are signed out once the new password is saved.',
  save: 'Save New Password',
  mismatch: 'The two passwords do not match',
  updated: 'Password updated',
  linkInvalid: 'This reset link has expired or was already used. Ask for a new one below.',
} as const
