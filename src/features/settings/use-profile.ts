import { useAuth } from '../../data/auth.ts'
import { type MirrorRead, useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import { type ProfileValues, profilePatchFrom } from './profile-schema.ts'
import { SETTINGS_NOTICE_TEXTS } from './texts.ts'

type ProfileRow = { id: string } & Partial<Record<keyof ProfileValues, string | null>> & {
    user_type: string
    email: string | null
  }

/**
 * The member's profiles row from the mirror (001 §3): null once the first pull found none. `save`
 * writes it through the repository: an update, or the first insert for a member who never had one (no
 * sign-up trigger makes the row); it answers whether the row landed, and says so when it did not.
 */
export function useProfile(): {
  read: MirrorRead<ProfileRow | null>
  email: string
  save: (values: ProfileValues) => Promise<boolean>
} {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const read = useMirrorRead(
    async (db): Promise<ProfileRow | null> =>
      userId ? ((await db.mirror('profiles').get(userId)) ?? null) : null,
    [userId],
    { what: 'profile' },
  )
  const write = useWrite()
  const save = (values: ProfileValues) =>
    write({ failure: SETTINGS_NOTICE_TEXTS.profileUpdateFailed }, async (client) => {
      if (!user) throw new Error('Not signed in')
      const patch = profilePatchFrom(values)
      const profiles = client.repository('profiles')
      if (await client.db.mirror('profiles').get(user.id)) await profiles.update(user.id, patch)
      else
        await profiles.insert({
          id: user.id,
          ...patch,
          user_type: 'founder',
          access_level: null,
          email: user.email,
        })
    })
  return { read: user ? read : { status: 'loading' }, email: user?.email ?? '', save }
}
