import { createContext, useContext } from 'react'
import type { RowOf } from '../../sync/public/types.ts'

/** A member as staff screens list them. */
export type MemberSummary = {
  id: string
  first_name: string | null
  last_name: string | null
  company: string | null
  email: string | null
}

/** Members per page of a search. */
export const DIRECTORY_PAGE = 20

/**
 * Members a staff device does not sync (only the members it works with are on it, sync/CONTEXT.md
 * "Scopes"), read from the server a page at a time and remembered for offline. src/app builds it on the
 * page's supabase-js client; tests pass a fake.
 */
export interface StaffDirectory {
  /** Members whose name, company or e-mail holds `search`, by first name; `more` when a page follows. */
  findMembers(search: string, page: number): Promise<{ members: MemberSummary[]; more: boolean }>
  /** The members with these ids the caller may read (names of room message authors). */
  members(ids: readonly string[]): Promise<MemberSummary[]>
  /** Every member's newest sessions by start, `limit` at most (001 §6 admin view). */
  latestSessions(limit: number): Promise<RowOf<'sessions'>[]>
}

export const StaffDirectoryContext = createContext<StaffDirectory | null>(null)

export function useStaffDirectory(): StaffDirectory | null {
  return useContext(StaffDirectoryContext)
}
