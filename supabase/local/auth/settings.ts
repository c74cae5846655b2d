import { DEFAULT_SENSITIVE_LIMIT, type SensitiveLimit } from './sensitive-limit.ts'

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
  /**
   * AUTH_SENSITIVE_LIMIT (`3/900`: attempts per seconds, or `off`): 000 §5's limit on failed password
   * sign-ins, magic links and password resets per address (`sensitive-limit.ts`); GoTrue's own rate
   * limits play this part on a hosted project.
   */
  sensitiveLimit: SensitiveLimit | null
  /**
   * GOTRUE_RATE_LIMIT_EMAIL_SENT (GoTrue's default 30): mails an hour for the whole project, counted on
   * the routes that mail while confirmations are on (`autoconfirm` off), as GoTrue counts them; hosted
   * projects on the built-in mailer allow far fewer. `off` lifts it.
   */
  emailSentPerHour: number | null
  /** GOTRUE_OAUTH_SERVER_ENABLED: this project is an OAuth 2.1 server for other apps (`oauth-clients.ts`). */
  oauthServer: boolean
  /** GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: members may add a security key or passkey as a second factor. */
  webauthnEnroll: boolean
  /** GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: WebAuthn factors may be challenged and verified. */
  webauthnVerify: boolean
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  autoconfirm: true,
  disableSignup: false,
  anonymousUsers: false,
  secureEmailChange: true,
  passwordChangeNeedsReauthentication: false,
  sensitiveLimit: DEFAULT_SENSITIVE_LIMIT,
  emailSentPerHour: 30,
  oauthServer: false,
  webauthnEnroll: false,
  webauthnVerify: false,
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback
  if (value === 'true') return true
  if (value === 'false') return false
  throw new Error(`${name} must be true or false, not "${value}"`)
}

function limit(value: string | undefined, fallback: SensitiveLimit | null): SensitiveLimit | null {
  if (value === undefined || value === '') return fallback
  if (value === 'off') return null
  const match = /^(\d+)\/(\d+)$/.exec(value)
  const max = Number(match?.[1])
  const windowSeconds = Number(match?.[2])
  if (!match || max < 1 || windowSeconds < 1) {
    throw new Error(`AUTH_SENSITIVE_LIMIT must be attempts/seconds (3/900) or off, not "${value}"`)
  }
  return { max, windowSeconds }
}

function perHour(value: string | undefined, fallback: number | null): number | null {
  if (value === undefined || value === '') return fallback
  if (value === 'off') return null
  if (!/^[1-9]\d{0,6}$/.test(value)) {
    throw new Error(`GOTRUE_RATE_LIMIT_EMAIL_SENT must be mails an hour (30) or off, not "${value}"`)
  }
  return Number(value)
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
    sensitiveLimit: limit(env.AUTH_SENSITIVE_LIMIT, d.sensitiveLimit),
    emailSentPerHour: perHour(env.GOTRUE_RATE_LIMIT_EMAIL_SENT, d.emailSentPerHour),
    oauthServer: flag(env.GOTRUE_OAUTH_SERVER_ENABLED, d.oauthServer, 'GOTRUE_OAUTH_SERVER_ENABLED'),
    webauthnEnroll: flag(
      env.GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED,
      d.webauthnEnroll,
      'GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED',
    ),
    webauthnVerify: flag(
      env.GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED,
      d.webauthnVerify,
      'GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED',
    ),
  }
}
