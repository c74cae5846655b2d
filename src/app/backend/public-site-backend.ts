import {
  indexedDbReadCache,
  type PublicSiteBackend,
  type ReadCache,
  type ReportQuery,
  type Row,
  readThrough,
} from '../../data/public-site.ts'
import type { AppSupabase } from './supabase-client.ts'

const REPORT_COLUMNS =
  'id,company_slug,report_slug,company_name,title,summary,readiness_score,sections,published_at'
const PROPOSAL_COLUMNS =
  'slug,title,client_name,client_company,summary,sections,pricing,valid_until,published_at'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function rows(result: { data: unknown; error: { message: string } | null }): Row[] {
  if (result.error) throw new Error(result.error.message)
  return Array.isArray(result.data) ? (result.data as Row[]) : []
}

function reportKey(query: ReportQuery): string {
  switch (query.kind) {
    case 'id':
      return `report:id:${query.reportId}`
    case 'slugs':
      return `report:${query.companySlug}/${query.reportSlug}`
    case 'company':
      return `report:${query.companySlug}`
  }
}

/**
 * The public site's reads on the page's supabase-js client, as the anonymous or signed-in caller:
 * RLS serves published proposals and reports to anyone (migration 000800).
 */
export function supabasePublicSite(
  client: AppSupabase,
  cache: ReadCache = indexedDbReadCache(),
  isOnline: () => boolean = () => navigator.onLine,
): Omit<PublicSiteBackend, 'serviceCards'> {
  return {
    proposal: (slug) =>
      readThrough(
        cache,
        `proposal:${slug}`,
        async () => {
          const found = rows(
            await client
              .from('public_proposals')
              .select(PROPOSAL_COLUMNS)
              .eq('slug', slug)
              .eq('is_published', true),
          )
          return found[0] ?? null
        },
        isOnline,
      ),
    companyReports: (query) =>
      readThrough(
        cache,
        reportKey(query),
        async () => {
          // A malformed id can match nothing; asking the server would only earn a 400 for the cast.
          if (query.kind === 'id' && !UUID.test(query.reportId)) return []
          let request = client.from('company_reports').select(REPORT_COLUMNS).eq('is_published', true)
          if (query.kind === 'id') request = request.eq('id', query.reportId)
          else request = request.eq('company_slug', query.companySlug)
          if (query.kind === 'slugs') request = request.eq('report_slug', query.reportSlug)
          return rows(await request.order('published_at', { ascending: false }))
        },
        isOnline,
      ),
    publicUrl: (bucket, path) => client.storage.from(bucket).getPublicUrl(path).data.publicUrl,
    listFiles: async (bucket, folder) => {
      const { data, error } = await client.storage
        .from(bucket)
        .list(folder, { sortBy: { column: 'name', order: 'asc' } })
      if (error) throw new Error(error.message)
      return (data ?? [])
        .filter((file) => file.id !== null)
        .map((file) => ({
          name: file.name,
          url: client.storage.from(bucket).getPublicUrl(`${folder}/${file.name}`).data.publicUrl,
        }))
    },
    upload: async (bucket, path, file) => {
      const { error } = await client.storage.from(bucket).upload(path, file, { upsert: true })
      return { error: error ? error.message : null }
    },
  }
}
