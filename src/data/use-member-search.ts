import { useCallback, useEffect, useState } from 'react'
import { type MemberSummary, useStaffDirectory } from './staff-directory.ts'

/** A search waits this long after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 250

export type MemberSearch =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; members: MemberSummary[]; more: boolean; loadMore: () => void }

/**
 * The members matching `search`, a page at a time from the server (never a whole table in memory):
 * loading, then ready with what is found so far and whether more follow, or an error with retry (offline
 * with nothing remembered for that search).
 */
export function useMemberSearch(search: string): MemberSearch {
  const directory = useStaffDirectory()
  const [request, setRequest] = useState({ search, page: 0 })
  const [state, setState] = useState<MemberSearch>({ status: 'loading' })
  // A new search starts again from its first page (state adjusted while rendering, as React advises).
  if (request.search !== search) setRequest({ search, page: 0 })
  const retry = useCallback(() => setRequest((current) => ({ ...current })), [])
  const loadMore = useCallback(() => setRequest((current) => ({ ...current, page: current.page + 1 })), [])
  useEffect(() => {
    if (!directory) return
    let current = true
    const { search: wanted, page } = request
    const timer = setTimeout(async () => {
      try {
        const answer = await directory.findMembers(wanted, page)
        if (!current) return
        setState((before) => ({
          status: 'ready',
          members: [...(page > 0 && before.status === 'ready' ? before.members : []), ...answer.members],
          more: answer.more,
          loadMore,
        }))
      } catch (error) {
        if (!current) return
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error), retry })
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [directory, request, loadMore, retry])
  return state
}

/** Display names of members (`first last`), for ids the device holds rows of without their profile. */
export function useMemberNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const directory = useStaffDirectory()
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  const wanted = [...new Set(ids)].sort().join(',')
  useEffect(() => {
    if (!directory || wanted === '') return
    let current = true
    directory
      .members(wanted.split(','))
      .then((members) => {
        if (!current) return
        setNames(
          new Map(
            members.map((m) => [m.id, [m.first_name, m.last_name].filter(Boolean).join(' ') || 'Member']),
          ),
        )
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [directory, wanted])
  return names
}
