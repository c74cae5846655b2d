import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { LOCAL_FLAGS, localFlagKey } from '../../../src/lib/feature-flags.ts'
import { serviceClient } from '../mobile/support.ts'

/** The local beta switch of 002 §2.1, set before the app loads (the seed's server flag is on at 100 %). */
export async function withCapitalReadinessFlag(page: Page) {
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'true'),
    localFlagKey(LOCAL_FLAGS.capitalReadiness),
  )
}

/**
 * Two published reports of the member's company (March 55, June 64) and a draft, written by the service
 * role as staff would: the member's devices pull the published ones.
 */
export async function seedMemberReports(baseURL: string, userId: string) {
  const company = `acme-${randomUUID().slice(0, 8)}`
  const row = (
    slug: string,
    title: string,
    score: number | null,
    publishedAt: string | null,
    sections: unknown[],
  ) => ({
    user_id: userId,
    company_slug: company,
    report_slug: slug,
    company_name: 'Acme Analytics',
    title,
    summary: `${title} summary`,
    readiness_score: score,
    sections,
    is_published: publishedAt !== null,
    published_at: publishedAt,
  })
  const { error } = await serviceClient(baseURL)
    .from('company_reports')
    .insert([
      row('march', 'Readiness review March', 55, '2026-03-02T09:00:00Z', [
        { heading: 'Team', score: 70 },
        { heading: 'Financials', score: 40 },
      ]),
      row('june', 'Readiness review June', 64, '2026-06-01T09:00:00Z', [
        { heading: 'Team', score: 78, body: 'A CFO joined in May.' },
        { heading: 'Financials', score: 52 },
      ]),
      row('draft', 'Unpublished draft', 90, null, []),
    ])
  expect(error).toBeNull()
}
