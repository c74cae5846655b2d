import type { MemberSummary } from '../../data/staff-directory.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import type { GridItem } from './grid-csv.ts'

export interface GridMember {
  id: string
  name: string
  company: string | null
}

/** A member found in the staff directory, as the grid upload lists them. */
export function gridMember(member: MemberSummary): GridMember {
  return {
    id: member.id,
    name: [member.first_name, member.last_name].filter(Boolean).join(' ') || (member.email ?? member.id),
    company: member.company,
  }
}

/**
 * The member's cards as this device holds them, by title: a member staff add cards for joins the
 * members they work with, whose boards sync to the staff device and follow every change (a card the
 * member deletes leaves this list within seconds).
 */
export function useMemberBoard(memberId: string) {
  return useMirrorRead(
    (db) => db.mirror('julboard_tasks').where('user_id').equals(memberId).sortBy('title'),
    [memberId],
    { what: 'member board' },
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
