import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import webpush from 'web-push'

export interface VapidEnv {
  VAPID_PUBLIC_KEY: string
  VAPID_PRIVATE_KEY: string
  VAPID_SUBJECT: string
}

const FILE = 'vapid.json'
const DEFAULT_SUBJECT = 'mailto:push@jul.example'

function isKeys(value: unknown): value is { publicKey: string; privateKey: string } {
  if (!value || typeof value !== 'object') return false
  const keys = value as Record<string, unknown>
  return typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string'
}

/**
 * The Web Push key pair (VAPID) the push-notify function signs with. Configuration wins
 * (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, as on hosted Supabase's function secrets); otherwise the pair
 * generated on the first start and kept in the data directory, so subscriptions survive restarts.
 */
export async function loadVapidKeys(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<VapidEnv> {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return {
      VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: subject,
    }
  }
  const path = join(dataDir, FILE)
  const stored: unknown = await readFile(path, 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null)
  const keys = isKeys(stored) ? stored : webpush.generateVAPIDKeys()
  if (!isKeys(stored)) await writeFile(path, JSON.stringify(keys), { mode: 0o600 })
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject }
}
