import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'

/**
 * The project's JWT signing keys, as hosted Supabase has them: user access tokens are signed with an
 * asymmetric key (ES256 by default, RS256 accepted) whose public half is published at
 * `/auth/v1/.well-known/jwks.json`; the legacy HS256 secret still verifies (the anon and service_role
 * keys are signed with it). Keys come, in this order, from `JWT_SIGNING_KEYS` (a JSON array of private
 * JWKs, the format of GoTrue's `GOTRUE_JWT_KEYS` and the Supabase CLI's `signing_keys.json`), from
 * `DATA_DIR/signing-keys.json`, or are generated on the first start and kept there.
 */
export interface SigningKey {
  kid: string
  alg: 'ES256' | 'RS256'
  privateKey: CryptoKey | Uint8Array
  publicKey: CryptoKey | Uint8Array
  publicJwk: JWK
  canSign: boolean
}

export interface Keyring {
  /** The legacy HS256 secret (JWT_SECRET). */
  secret: Uint8Array
  /** Signs access tokens; null: access tokens are HS256 (JWT_SIGNING_KEYS set to `[]`). */
  signer: SigningKey | null
  /** Asymmetric keys accepted on verification, by kid. */
  byKid: ReadonlyMap<string, SigningKey>
  /** `{ keys: [...] }` as GoTrue publishes it: public halves only. */
  jwks: { keys: JWK[] }
}

const FILE = 'signing-keys.json'
const ASYMMETRIC = new Set(['ES256', 'RS256'])
const PRIVATE_FIELDS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const

export class SigningKeyError extends Error {}

function isJwk(value: unknown): value is JWK & { kid: string; alg: string } {
  if (!value || typeof value !== 'object') return false
  const jwk = value as Record<string, unknown>
  return typeof jwk.kid === 'string' && typeof jwk.alg === 'string' && typeof jwk.kty === 'string'
}

/** Parses a JSON array of JWKs; symmetric (oct) entries are skipped: the HS256 secret is JWT_SECRET. */
export async function importSigningKeys(json: string, source: string): Promise<SigningKey[]> {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw new SigningKeyError(`${source} is not JSON`)
  }
  if (!Array.isArray(parsed)) throw new SigningKeyError(`${source} must be a JSON array of JWKs`)
  const keys: SigningKey[] = []
  for (const entry of parsed) {
    if (!isJwk(entry)) throw new SigningKeyError(`${source}: every key needs kty, kid and alg`)
    if (entry.kty === 'oct') continue
    if (!ASYMMETRIC.has(entry.alg))
      throw new SigningKeyError(`${source}: alg ${entry.alg} is not ES256 or RS256`)
    const alg = entry.alg as SigningKey['alg']
    const { key_ops: _ops, use: _use, ...material } = entry
    const publicJwk: JWK = Object.fromEntries(
      Object.entries(material).filter(([name]) => !(PRIVATE_FIELDS as readonly string[]).includes(name)),
    )
    const ops = Array.isArray(entry.key_ops) ? entry.key_ops : ['sign', 'verify']
    const canSign = ops.includes('sign') && typeof entry.d === 'string'
    keys.push({
      kid: entry.kid,
      alg,
      privateKey: (canSign ? await importJWK(material, alg) : await importJWK(publicJwk, alg)) as CryptoKey,
      publicKey: (await importJWK(publicJwk, alg)) as CryptoKey,
      publicJwk: { ...publicJwk, key_ops: ['verify'], use: 'sig' },
      canSign,
    })
  }
  return keys
}

async function generatedKeys(): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  return JSON.stringify([{ ...jwk, kid: crypto.randomUUID(), alg: 'ES256', key_ops: ['sign', 'verify'] }])
}

/**
 * `configured` (JWT_SIGNING_KEYS) wins; otherwise the keys of the data directory, generated there on
 * the first start (a server without a data directory generates a key per start).
 */
export async function loadKeyring(options: {
  secret: string
  configured?: string | undefined
  dataDir?: string | undefined
}): Promise<Keyring> {
  let json = options.configured
  let source = 'JWT_SIGNING_KEYS'
  if (json === undefined) {
    const path = options.dataDir === undefined ? undefined : join(options.dataDir, FILE)
    source = path ?? 'generated signing keys'
    json = path === undefined ? undefined : await readFile(path, 'utf8').catch(() => undefined)
    if (json === undefined) {
      json = await generatedKeys()
      if (path !== undefined) await writeFile(path, json, { mode: 0o600 })
    }
  }
  const keys = await importSigningKeys(json, source)
  return {
    secret: new TextEncoder().encode(options.secret),
    signer: keys.find((key) => key.canSign) ?? null,
    byKid: new Map(keys.map((key) => [key.kid, key])),
    jwks: { keys: keys.map((key) => key.publicJwk) },
  }
}
