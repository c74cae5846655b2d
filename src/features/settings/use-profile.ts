import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { type ProfileValues, profilePatchFrom } from './profile-schema.ts'

type ProfileRow = { id: string } & Partial<Record<keyof ProfileValues, string | null>> & {
    user_type: string
    email: string | null
  }

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; row: ProfileRow | null; email: string }

/**
 * The member's profiles row from the mirror (001 §3), and its save through the repository: an update,
 * or the first insert for a member who never had one (no sign-up trigger makes the row).
 */
export function useProfile(): { state: ProfileState; save: (values: ProfileValues) => Promise<void> } {
  const client = useSyncClient()
  const { user } = useAuth()
  const hasSynced = useHasSynced()
  const [attempt, setAttempt] = useState(0)
  const userId = user?.id
  const result = useLiveQuery(async () => {
    if (!client || !userId) return undefined
    try {
      return { row: (await client.db.mirror('profiles').get(userId)) ?? null, failed: false }
    } catch (error) {
      console.error('profile read failed', error)
      return { row: null, failed: true }
    }
    // `attempt` re-runs the query on Retry.
  }, [client, userId, attempt])

  const save = useCallback(
    async (values: ProfileValues) => {
      if (!client || !user) throw new Error('Not signed in')
      const patch = profilePatchFrom(values)
      const repository = client.repository('profiles')
      const existing = await client.db.mirror('profiles').get(user.id)
      if (existing) await repository.update(user.id, patch)
      else
        await repository.insert({
          id: user.id,
          ...patch,
          user_type: 'founder',
          access_level: null,
          email: user.email,
        })
    },
    [client, user],
  )

  let state: ProfileState
  if (!result || !user) state = { status: 'loading' }
  else if (result.failed) state = { status: 'error', retry: () => setAttempt((n) => n + 1) }
  // Before the first pull a missing row means "not here yet", not "no profile".
  else if (!result.row && !hasSynced) state = { status: 'loading' }
  else state = { status: 'ready', row: result.row, email: user.email }
  return { state, save }
}
