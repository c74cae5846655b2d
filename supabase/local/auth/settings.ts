/**
 * GoTrue's settings that change what a client sees, under GoTrue's own environment names so they read
 * the same as a hosted project's Auth settings. Defaults are the Supabase CLI's (`supabase start`):
 * e-mails confirmed at once, sign-ups open, anonymous sign-ins off.
 */
export interface AuthSettings {
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-up answers a session at once; off, it mails a confirmation link. */
  autoconfirm: boolean
  /** GOTRUE_DISABLE_SIGNUP: no new users except through the admin API and invites. */
  disableSignup: boolean
  /** GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED */
  anonymousUsers: boolean
  /** GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: an e-mail change is confirmed from both addresses. */
  secureEmailChange: boolean
  /** GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: a password change needs a reauthenticate nonce. */
  passwordChangeNeedsReauthentication: boolean
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  autoconfirm: true,
  disableSignup: false,
  anonymousUsers: false,
  secureEmailChange: true,
  passwordChangeNeedsReauthentication: false,
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback
  if (value === 'true') return true
  if (value === 'false') return false
  throw new Error(`${name} must be true or false, not "${value}"`)
}

export function authSettingsFromEnv(env: Record<string, string | undefined>): AuthSettings {
  const d = DEFAULT_AUTH_SETTINGS
  return {
    autoconfirm: flag(env.GOTRUE_MAILER_AUTOCONFIRM, d.autoconfirm, 'GOTRUE_MAILER_AUTOCONFIRM'),
    disableSignup: flag(env.GOTRUE_DISABLE_SIGNUP, d.disableSignup, 'GOTRUE_DISABLE_SIGNUP'),
    anonymousUsers: flag(
      env.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED,
      d.anonymousUsers,
      'GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED',
    ),
    secureEmailChange: flag(
      env.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED,
      d.secureEmailChange,
      'GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED',
    ),
    passwordChangeNeedsReauthentication: flag(
      env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION,
      d.passwordChangeNeedsReauthentication,
      'GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION',
    ),
  }
}
