import { createHash, randomBytes, randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { ACCESS_TOKEN_TTL_SECONDS, API_ROLES, BCRYPT_COST } from '../config.ts'
import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'
import { signToken } from '../jwt.ts'

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
  app_meta: string
  user_meta: string
  user_json: string
}

const USER_SELECT = `select u.id::text as id, u.email::text as email, u.role::text as role,
    u.encrypted_password::text as encrypted_password, u.email_confirmed_at::text as email_confirmed_at,
    case when u.banned_until > now() then u.banned_until::text end as banned_until,
    coalesce(u.raw_app_meta_data, '{}')::text as app_meta, coalesce(u.raw_user_meta_data, '{}')::text as user_meta,
    json_build_object(
      'id', u.id, 'aud', coalesce(u.aud, 'authenticated'), 'role', coalesce(u.role, 'authenticated'),
      'email', u.email, 'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
      'confirmed_at', u.confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
      'app_metadata', coalesce(u.raw_app_meta_data, '{}'), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'),
      'identities', coalesce((select json_agg(json_build_object(
          'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
          'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
          'updated_at', i.updated_at, 'email', i.email)) from auth.identities i where i.user_id = u.id), '[]'),
      'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', u.is_anonymous
    )::text as user_json
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || !EMAIL.test(email) || email.length > 255) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.trim().toLowerCase()
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

export async function createUser(
  tx: Tx,
  input: { email: string; passwordHash: string | null; metadata: unknown; confirmed: boolean },
): Promise<UserRow> {
  if (await findUserByEmail(tx, input.email)) {
    throw authError(422, 'user_already_exists', 'User already registered')
  }
  const id = randomUUID()
  const metadata = input.metadata && typeof input.metadata === 'object' ? input.metadata : {}
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
        email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1::text::uuid, 'authenticated', 'authenticated', $2::text,
        $3::text, case when $4::text = 'true' then now() end, '{"provider":"email","providers":["email"]}',
        $5::text::jsonb, now(), now(), '', '', '', '')`,
    [id, input.email, input.passwordHash, String(input.confirmed), JSON.stringify(metadata)],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::text::uuid, $2::text::jsonb, 'email', now(), now())`,
    [
      id,
      JSON.stringify({ sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false }),
    ],
  )
  return (await findUserById(tx, id)) as UserRow
}

export const newRefreshToken = () => randomBytes(16).toString('base64url')

/**
 * Opens a session (or continues one on refresh) and answers GoTrue's session JSON. `refreshToken`
 * answers an already issued, still active token instead of a new one (GoTrue's answer to a client
 * that lost the previous refresh answer).
 */
export async function issueSession(
  tx: Tx,
  user: UserRow,
  options: {
    issuer: string
    secret: string
    method: string
    sessionId?: string
    parent?: string
    refreshToken?: string
  },
): Promise<string> {
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
  const accessToken = await signToken(
    {
      aud: 'authenticated',
      iss: options.issuer,
      sub: fresh.id,
      email: fresh.email ?? '',
      phone: '',
      app_metadata: JSON.parse(fresh.app_meta),
      user_metadata: JSON.parse(fresh.user_meta),
      role,
      aal: 'aal1',
      amr: [{ method: options.method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    options.secret,
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
