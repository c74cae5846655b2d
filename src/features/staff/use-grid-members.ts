import { useMemo } from 'react'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import type { GridItem } from './grid-csv.ts'

export interface GridMember {
  id: string
  name: string
  company: string | null
}

/** The members staff can upload a grid to: every mirrored profile but their own, by name. */
export function useGridMembers(staffId: string): GridMember[] | undefined {
  const read = useMirrorRead((db) => db.mirror('profiles').toArray(), [], { what: 'member profiles' })
  const profiles = read.status === 'ready' ? read.data : undefined
  return useMemo(
    () =>
      profiles
        ?.filter((profile) => profile.id !== staffId)
        .map((profile) => ({
          id: profile.id,
          name:
            [profile.first_name, profile.last_name].filter(Boolean).join(' ') ||
            (profile.email ?? profile.id),
          company: profile.company,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [profiles, staffId],
  )
}

/** Adds the grid's cards to the member's board, each through the queue (staff write every board). */
export function useAddGridCards() {
  const write = useWrite()
  return (member: GridMember, items: readonly GridItem[], texts: { failure: string; success: string }) =>
    write(texts, async (client) => {
      const tasks = client.repository('julboard_tasks')
      for (const item of items) await tasks.insert({ ...item, user_id: member.id })
    })
}
