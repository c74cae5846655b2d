import type { Database } from '../../types.gen.ts'
import type { FunctionEnv } from '../_shared/function-env.ts'
import { orThrow, serviceClient } from '../_shared/project-client.ts'

// The WebAuthn key material and challenges (supabase/migrations/…_webauthn.sql), reached only through
// the service role's database functions. Those answering jsonb build the shapes named here in SQL.

type RegisterArgs = Database['public']['Functions']['webauthn_register']['Args']

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
  const client = serviceClient(env)
  return {
    putChallenge: async (challenge: string, purpose: Purpose, userId: string | null) => {
      orThrow(
        await client.rpc('webauthn_challenge_put', {
          challenge,
          purpose,
          ...(userId === null ? {} : { user_id: userId }),
        }),
        'rpc webauthn_challenge_put',
      )
    },
    /** Consumes the challenge; null when it is unknown, used, expired or for another purpose. */
    takeChallenge: async (challenge: string, purpose: Purpose) =>
      orThrow(
        await client.rpc('webauthn_challenge_take', { challenge, purpose }),
        'rpc webauthn_challenge_take',
      ) as { user_id: string | null } | null,
    register: async (row: {
      user_id: string
      device_id: string
      device_name: string | null
      credential_id: string
      public_key: string
      counter: number
      transports: string[]
    }) =>
      orThrow(
        // The SQL takes a null device name; the generated arguments mark none nullable.
        await client.rpc('webauthn_register', row as RegisterArgs),
        'rpc webauthn_register',
      ),
    credentialsOf: async (userId: string) =>
      orThrow(
        await client.rpc('webauthn_credentials_of', { user_id: userId }),
        'rpc webauthn_credentials_of',
      ) as unknown as { credential_id: string; transports: string[] }[],
    credential: async (credentialId: string) =>
      orThrow(
        await client.rpc('webauthn_credential', { credential_id: credentialId }),
        'rpc webauthn_credential',
      ) as unknown as StoredCredential | null,
    used: async (credentialId: string, counter: number) => {
      orThrow(
        await client.rpc('webauthn_used', { credential_id: credentialId, counter }),
        'rpc webauthn_used',
      )
    },
  }
}
