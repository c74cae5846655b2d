import type { SupabaseClient } from '@supabase/supabase-js'
import type { RowOf } from '../../../sync/public/types.ts'
import { indexedDbReadCache, type ReadCache, readThrough } from '../../data/public-site.ts'
import { DIRECTORY_PAGE, type MemberSummary, type StaffDirectory } from '../../data/staff-directory.ts'

const MEMBER_COLUMNS = 'id, first_name, last_name, company, email'
/** Ids per request: a GET's address stays far below what gateways accept. */
const IDS_PER_REQUEST = 100

function summaries(result: { data: unknown; error: { message: string } | null }): MemberSummary[] {
  if (result.error) throw new Error(result.error.message)
  return Array.isArray(result.data) ? (result.data as MemberSummary[]) : []
}

/**
 * The staff directory on the page's supabase-js client (`staff_find_members`, profiles by id): RLS
 * shows staff every profile and a member only their own. Answers are remembered per signed-in account,
 * so a staff screen seen once opens offline and another account never reads them.
 */
export function supabaseStaffDirectory(
  client: SupabaseClient,
  cache: ReadCache = indexedDbReadCache(),
  isOnline: () => boolean = () => navigator.onLine,
): StaffDirectory {
  const account = async () => (await client.auth.getSession()).data.session?.user.id ?? 'signed-out'
  return {
    findMembers: async (search, page) =>
      readThrough(
        cache,
        `staff-members:${await account()}:${search.trim().toLowerCase()}:${page}`,
        async () => {
          const found = summaries(await client.rpc('staff_find_members', { search: search.trim(), page }))
          return { members: found.slice(0, DIRECTORY_PAGE), more: found.length > DIRECTORY_PAGE }
        },
        isOnline,
      ),
    members: async (ids) => {
      const owner = await account()
      const found: MemberSummary[] = []
      for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
        const chunk = [...ids].slice(start, start + IDS_PER_REQUEST)
        found.push(
          ...(await readThrough(
            cache,
            `staff-names:${owner}:${chunk.join(',')}`,
            async () => summaries(await client.from('profiles').select(MEMBER_COLUMNS).in('id', chunk)),
            isOnline,
          )),
        )
      }
      return found
    },
    latestSessions: async (limit) =>
      readThrough(
        cache,
        `staff-sessions:${await account()}:${limit}`,
        async () => {
          const { data, error } = await client
            .from('sessions')
            .select('*')
            .order('start_time', { ascending: false })
            .order('id')
            .limit(limit)
          if (error) throw new Error(error.message)
          return data as RowOf<'sessions'>[]
        },
        isOnline,
      ),
  }
}
