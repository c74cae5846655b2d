import type { Context } from 'hono'
import type { HonoEnv, ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { type Claims, TokenError, verifyToken } from '../jwt.ts'
import type { Inbox } from './mail.ts'
import { type SensitiveLimiter, sensitiveLimiter } from './sensitive-limit.ts'
import { authError, issueSession, type SessionOptions, type UserRow } from './store.ts'

/** What every group of auth routes shares. */
export interface AuthKit {
  state: ServerState
  inbox: Inbox
  /** 000 §5's sensitive limit on sign-in failures, magic links and resets, per address. */
  limits: SensitiveLimiter
  /** GoTrue's hourly mail limit for the whole project (`refuseMailOverLimit`). */
  mailLimit: SensitiveLimiter
  tx<T>(fn: (t: Tx) => Promise<T>): Promise<T>
  session(
    t: Tx,
    user: UserRow,
    method: string,
    extra?: Partial<Pick<SessionOptions, 'sessionId' | 'parent' | 'refreshToken' | 'factorId'>>,
  ): Promise<string>
  /** The signed-in user's claims from the Bearer token, with GoTrue's errors. */
  userClaims(c: Context<HonoEnv>): Promise<Claims & { sub: string }>
  /** GoTrue's admin check: a service_role (or supabase_admin) caller. */
  requireAdmin(c: Context<HonoEnv>): void
}

export function authKit(state: ServerState, inbox: Inbox): AuthKit {
  const tx = <T>(fn: (t: Tx) => Promise<T>) => state.db.transaction(fn)
  return {
    state,
    inbox,
    limits: sensitiveLimiter(state.auth.sensitiveLimit),
    mailLimit: sensitiveLimiter(
      state.auth.emailSentPerHour === null ? null : { max: state.auth.emailSentPerHour, windowSeconds: 3600 },
    ),
    tx,
    session: (t, user, method, extra = {}) =>
      issueSession(t, user, { issuer: `${state.url}/auth/v1`, keys: state.keys, method, ...extra }),
    async userClaims(c) {
      const header = c.req.header('Authorization') ?? ''
      const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]
      if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
      let claims: Claims
      try {
        claims = await verifyToken(token, state.keys)
      } catch (error) {
        const reason = error instanceof TokenError ? error.message : 'invalid'
        throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
      }
      if (typeof claims.sub !== 'string') throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
      if (typeof claims.session_id === 'string') {
        const found = await tx((t) =>
          t.query('select 1 from auth.sessions where id = $1::text::uuid', [claims.session_id as string]),
        )
        if (found.length === 0) {
          throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
        }
      }
      return claims as Claims & { sub: string }
    },
    requireAdmin(c) {
      if (c.get('caller').role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
    },
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)
