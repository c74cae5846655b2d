import type { FunctionEnv } from '../_shared/function-env.ts'
import { projectApi } from '../_shared/service-rest.ts'

// The WebAuthn key material and challenges (supabase/migrations/…_webauthn.sql), reached only through
// the service role's database functions.

export type Purpose = 'registration' | 'authentication'

export interface StoredCredential {
  user_id: string
  email: string
  device_id: string
  public_key: string
  counter: number
  transports: string[]
}

export function credentialStore(env: FunctionEnv) {
  const api = projectApi(env)
  return {
    putChallenge: (challenge: string, purpose: Purpose, userId: string | null) =>
      api.rpc<null>('webauthn_challenge_put', { challenge, purpose, user_id: userId }),
    /** Consumes the challenge; null when it is unknown, used, expired or for another purpose. */
    takeChallenge: (challenge: string, purpose: Purpose) =>
      api.rpc<{ user_id: string | null } | null>('webauthn_challenge_take', { challenge, purpose }),
    register: (row: {
      user_id: string
      device_id: string
      device_name: string | null
      credential_id: string
      public_key: string
      counter: number
      transports: string[]
    }) => api.rpc<string>('webauthn_register', row),
    credentialsOf: (userId: string) =>
      api.rpc<{ credential_id: string; transports: string[] }[]>('webauthn_credentials_of', {
        user_id: userId,
      }),
    credential: (credentialId: string) =>
      api.rpc<StoredCredential | null>('webauthn_credential', { credential_id: credentialId }),
    used: (credentialId: string, counter: number) =>
      api.rpc<null>('webauthn_used', { credential_id: credentialId, counter }),
  }
}
