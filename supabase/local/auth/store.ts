import { createHash, randomBytes, randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { ACCESS_TOKEN_TTL_SECONDS, API_ROLES, BCRYPT_COST } from '../config.ts'
import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'
import { signAccessToken } from '../jwt.ts'
import type { Keyring } from '../signing-keys.ts'

// Auth data lives in Supabase's own tables (auth.users, auth.identities, auth.sessions,
// auth.refresh_tokens, auth.one_time_tokens), so seeds written for Supabase sign in here.

export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return new HttpError(status, { code, message, ...extra })
}

export interface UserRow {
  id: string
  email: string | null
  role: string | null
  encrypted_password: string | null
  email_confirmed_at: string | null
  banned_until: string | null
  is_anonymous: boolean
  email_change: string | null
  app_meta: string
  user_meta: string
  user_json: string
}

const USER_SELECT = `select u.id::text as id, u.email::text as email, u.role::text as role,
    u.encrypted_password::text as encrypted_password, u.email_confirmed_at::text as email_confirmed_at,
    case when u.banned_until > now() then u.banned_until::text end as banned_until,
    u.is_anonymous, u.email_change::text as email_change,
    coalesce(u.raw_app_meta_data, '{}')::text as app_meta, coalesce(u.raw_user_meta_data, '{}')::text as user_meta,
    (jsonb_build_object(
      'id', u.id, 'aud', coalesce(u.aud, 'authenticated'), 'role', coalesce(u.role, ''),
      'email', coalesce(u.email, ''), 'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
      'confirmed_at', u.confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
      'app_metadata', coalesce(u.raw_app_meta_data, '{}'), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'),
      'identities', coalesce((select json_agg(json_build_object(
          'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
          'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
          'updated_at', i.updated_at, 'email', i.email) order by i.created_at) from auth.identities i where i.user_id = u.id), '[]'),
      'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', u.is_anonymous
    ) || jsonb_strip_nulls(jsonb_build_object(
      'invited_at', u.invited_at, 'confirmation_sent_at', u.confirmation_sent_at,
      'recovery_sent_at', u.recovery_sent_at, 'email_change_sent_at', u.email_change_sent_at,
      'new_email', nullif(u.email_change, ''), 'banned_until', u.banned_until,
      'factors', (select json_agg(json_build_object('id', f.id, 'status', f.status,
          'friendly_name', coalesce(f.friendly_name, ''), 'factor_type', f.factor_type,
          'created_at', f.created_at, 'updated_at', f.updated_at) order by f.created_at)
        from auth.mfa_factors f where f.user_id = u.id)
    )))::text as user_json
  from auth.users u`

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    `${USER_SELECT} where lower(u.email) = lower($1::text) and u.deleted_at is null limit 1`,
    [email],
  )
  return rows[0]
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    `${USER_SELECT} where u.id = $1::text::uuid and u.deleted_at is null`,
    [id],
  )
  return rows[0]
}

// GoTrue validates with checkmail's format (RFC 5322's local part, hostname labels), not a looser rule.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function checkEmail(email: unknown): string {
  if (email === undefined || email === null || email === '') {
    throw authError(400, 'validation_failed', 'An email address is required')
  }
  if (typeof email !== 'string' || !EMAIL.test(email)) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  if (email.length > 255) throw authError(400, 'validation_failed', 'An email address is too long')
  return email.toLowerCase()
}

export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length < 6) {
    throw authError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    })
  }
  if (password.length > 72)
    throw authError(422, 'weak_password', 'Password cannot be longer than 72 characters.')
  return password
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST)
export const passwordMatches = (password: string, hash: string | null) =>
  hash === null || hash === '' ? Promise.resolve(false) : bcrypt.compare(password, hash)

export interface NewUser {
  email: string | null
  passwordHash: string | null
  metadata: unknown
  appMetadata?: unknown
  confirmed: boolean
  anonymous?: boolean
  invited?: boolean
}

export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  if (input.email !== null && (await findUserByEmail(tx, input.email))) {
    throw authError(422, 'user_already_exists', 'User already registered')
  }
  const id = randomUUID()
  const object = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const provider = input.anonymous ? {} : { provider: 'email', providers: ['email'] }
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
        recovery_token, email_change_token_new, email_change, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1::text::uuid, 'authenticated', 'authenticated', $2::text,
        $3::text, case when $4::text = 'true' then now() end, case when $7::text = 'true' then now() end,
        $5::text::jsonb, $6::text::jsonb, now(), now(), '', '', '', '', $8::text::boolean)`,
    [
      id,
      input.email,
      input.passwordHash,
      String(input.confirmed),
      JSON.stringify({ ...object(input.appMetadata), ...provider }),
      JSON.stringify(object(input.metadata)),
      String(input.invited === true),
      String(input.anonymous === true),
    ],
  )
  if (input.email !== null) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::text::uuid, $2::text::jsonb, 'email', now(), now())`,
      [
        id,
        JSON.stringify({
          sub: id,
          email: input.email,
          email_verified: input.confirmed,
          phone_verified: false,
        }),
      ],
    )
  }
  return (await findUserById(tx, id)) as UserRow
}

export const newRefreshToken = () => randomBytes(16).toString('base64url')

export interface SessionOptions {
  issuer: string
  keys: Keyring
  /** The sign-in method for a new session, or the factor method (totp) that raised its AAL. */
  method: string
  sessionId?: string
  parent?: string
  refreshToken?: string
  /** A verified MFA factor: the session becomes aal2. */
  factorId?: string
}

/**
 * Opens a session (or continues one on refresh or MFA verification) and answers GoTrue's session
 * JSON. `refreshToken` answers an already issued, still active token instead of a new one (GoTrue's
 * answer to a client that lost the previous refresh answer). The AAL and the authentication methods
 * (amr) are the session's, kept in auth.sessions and auth.mfa_amr_claims as GoTrue keeps them.
 */
export async function issueSession(tx: Tx, user: UserRow, options: SessionOptions): Promise<string> {
  const sessionId = options.sessionId ?? randomUUID()
  if (options.sessionId === undefined) {
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1::text::uuid, $2::text::uuid, now(), now(), 'aal1')`,
      [sessionId, user.id],
    )
  } else {
    await tx.query(
      `update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1::text::uuid`,
      [sessionId],
    )
  }
  if (options.sessionId === undefined || options.factorId !== undefined) {
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
       values ($1::text::uuid, now(), now(), $2::text)
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId, options.method],
    )
  }
  if (options.factorId !== undefined) {
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2::text::uuid where id = $1::text::uuid`,
      [sessionId, options.factorId],
    )
  }
  const [facts] = await tx.query<{ aal: string; amr: string }>(
    `select coalesce(s.aal, 'aal1') as aal, coalesce((select json_agg(json_build_object('method', c.authentication_method,
        'timestamp', floor(extract(epoch from c.updated_at))::bigint) order by c.updated_at desc)
        from auth.mfa_amr_claims c where c.session_id = s.id), '[]')::text as amr
       from auth.sessions s where s.id = $1::text::uuid`,
    [sessionId],
  )
  const refreshToken = options.refreshToken ?? newRefreshToken()
  if (options.refreshToken === undefined) {
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1::text, $2::text, false, now(), now(), $3::text, $4::text::uuid)`,
      [refreshToken, user.id, options.parent ?? null, sessionId],
    )
  }
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1::text::uuid`, [user.id])
  const fresh = (await findUserById(tx, user.id)) as UserRow
  const now = Math.floor(Date.now() / 1000)
  const role = (API_ROLES as readonly string[]).includes(fresh.role ?? '') ? fresh.role : 'authenticated'
  const accessToken = await signAccessToken(
    {
      aud: 'authenticated',
      iss: options.issuer,
      sub: fresh.id,
      email: fresh.email ?? '',
      phone: '',
      app_metadata: JSON.parse(fresh.app_meta),
      user_metadata: JSON.parse(fresh.user_meta),
      role,
      aal: facts?.aal ?? 'aal1',
      amr: JSON.parse(facts?.amr ?? '[]'),
      session_id: sessionId,
      is_anonymous: fresh.is_anonymous,
    },
    options.keys,
    ACCESS_TOKEN_TTL_SECONDS,
  )
  const head = JSON.stringify({
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
  })
  return `${head.slice(0, -1)},"user":${fresh.user_json}}`
}

/** GoTrue's OTP hash: sha224 of e-mail + code, sent as the magic link's token. */
export const otpHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex')
