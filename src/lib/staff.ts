/**
 * Staff recognition of spec 000 §6: the company domain or a small list of named staff, demo and
 * info accounts. The server reads the same rule from its config table (supabase/seed); keep these
 * defaults identical to the seeded ones.
 */
export interface StaffConfig {
  domain: string
  emails: readonly string[]
}

export const DEFAULT_STAFF_CONFIG: StaffConfig = {
  domain: 'jul.example',
  // info@jul.example is covered by the domain already; info@example.com is the seeded info account.
  emails: ['demo@example.com', 'info@example.com', 'info@jul.example'],
}

function normalise(email: string): string {
  return email.trim().toLowerCase()
}

export function isStaffEmail(
  email: string | null | undefined,
  config: StaffConfig = DEFAULT_STAFF_CONFIG,
): boolean {
  if (!email) return false
  const address = normalise(email)
  const domain = normalise(config.domain)
  if (domain !== '' && address.endsWith(`@${domain}`)) return true
  return config.emails.some((named) => normalise(named) === address)
}

export interface StaffEnv {
  VITE_STAFF_DOMAIN?: string | undefined
  VITE_STAFF_EMAILS?: string | undefined
}

/** Env values override the defaults; VITE_STAFF_EMAILS is a comma-separated list. */
export function staffConfigFromEnv(env: StaffEnv): StaffConfig {
  const domain = env.VITE_STAFF_DOMAIN?.trim()
  const emails = env.VITE_STAFF_EMAILS?.split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '')
  return {
    domain: domain || DEFAULT_STAFF_CONFIG.domain,
    emails: emails && emails.length > 0 ? emails : DEFAULT_STAFF_CONFIG.emails,
  }
}

function readEnvString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

// Outside Vite (tsx scripts, node) import.meta.env does not exist.
const buildEnv: Record<string, unknown> | undefined = import.meta.env

/** The one place the build-time env is read. */
export const STAFF_CONFIG: StaffConfig = staffConfigFromEnv({
  VITE_STAFF_DOMAIN: readEnvString(buildEnv?.VITE_STAFF_DOMAIN),
  VITE_STAFF_EMAILS: readEnvString(buildEnv?.VITE_STAFF_EMAILS),
})
