import { headTags } from '../functions/_shared/link-preview.ts'
import type { Db } from './db.ts'

// The link-preview head of the pages whose title and words live in rows (000 §2.2: /p/{slug} published
// proposals, /crr/... company reports): a LinkedIn, Slack or WhatsApp preview reads the HTML and runs no
// script, so the server puts the row's title and summary in the shell's head. Read as anon, so only
// what row-level security publishes is ever shown. A static host does the same in an edge function
// (ARCHITECTURE.md, "Link previews").

interface Titled {
  title: string
  description: string
}

const PROPOSAL = /^\/p\/([a-z0-9-]+)\/?$/
const REPORT_BY_ID = /^\/crr\/(?:report\/)?([0-9a-f-]{36})(?:\/view)?\/?$/
const REPORT_BY_SLUGS = /^\/crr\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?\/?$/

async function asAnon<T extends object>(db: Db, sql: string, params: (string | null)[]): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true)`)
    const [row] = await tx.query<T>(sql, params)
    return row ?? null
  })
}

interface ReportRow {
  title: string
  company_name: string
  summary: string | null
}

const report = (row: ReportRow | null): Titled | null =>
  row && {
    title: `${row.title} — ${row.company_name}`,
    description: row.summary ?? `${row.company_name}: capital readiness report.`,
  }

async function rowFor(db: Db, pathname: string): Promise<Titled | null> {
  const proposal = PROPOSAL.exec(pathname)
  if (proposal?.[1]) {
    const row = await asAnon<{ title: string; summary: string | null }>(
      db,
      'select title, summary from public.public_proposals where slug = $1 and is_published',
      [proposal[1]],
    )
    return row && { title: row.title, description: row.summary ?? row.title }
  }
  const byId = REPORT_BY_ID.exec(pathname)
  if (byId?.[1]) {
    return report(
      await asAnon<ReportRow>(
        db,
        'select title, company_name, summary from public.company_reports where id = $1::uuid and is_published',
        [byId[1]],
      ),
    )
  }
  const bySlugs = REPORT_BY_SLUGS.exec(pathname)
  if (bySlugs?.[1]) {
    const [, company, reportSlug] = bySlugs
    return report(
      await asAnon<ReportRow>(
        db,
        `select title, company_name, summary from public.company_reports
          where company_slug = $1 and ($2::text is null or report_slug = $2) and is_published
          order by published_at desc nulls last limit 1`,
        [company ?? null, reportSlug ?? null],
      ),
    )
  }
  return null
}

/** The head tags of a published proposal or report at `pathname`, on the server's own address; else null. */
export async function recordHead(db: Db, pathname: string, siteUrl: string): Promise<string | null> {
  const row = await rowFor(db, pathname)
  return row && headTags({ ...row, path: pathname, type: 'article' }, siteUrl)
}
