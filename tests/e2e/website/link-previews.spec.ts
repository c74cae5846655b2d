import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { serviceClient } from '../mobile/support.ts'

// What LinkedIn, Slack or WhatsApp read when a page is shared: the HTML as the server sends it, with no
// script run. Every public page has its own title, description, canonical address, Open Graph and
// Twitter tags; proposals and company reports take theirs from their rows.

type Head = Record<string, string>

async function headOf(request: import('@playwright/test').APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head: Head = { title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' }
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (key && value !== undefined) head[key] = value
  }
  head.canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
  return head
}

test('every public page is its own static HTML with distinct preview tags', async ({ request }) => {
  const paths = [
    '/',
    '/about',
    '/pricing',
    '/founders',
    '/investors',
    '/contact',
    '/jul-playbook/raise-without-panic',
  ]
  const heads = await Promise.all(paths.map((path) => headOf(request, path)))
  for (const [index, head] of heads.entries()) {
    const path = paths[index] ?? ''
    expect(head.canonical, path).toBe(new URL(path, 'https://jul.example/').href)
    expect(head['og:url'], path).toBe(head.canonical)
    expect(head['og:title'], path).toBe(head.title)
    expect(head['twitter:title'], path).toBe(head.title)
    expect(head['og:description'], path).toBe(head.description)
    expect(head['twitter:card'], path).toBe('summary_large_image')
    expect(head['og:image'], path).toBe('https://jul.example/og/jul-share.png')
    expect(head.description?.length, path).toBeGreaterThan(40)
  }
  expect(new Set(heads.map((head) => head.title)).size).toBe(paths.length)
  expect(new Set(heads.map((head) => head.description)).size).toBe(paths.length)
  expect((await headOf(request, '/jul-playbook/raise-without-panic'))['og:type']).toBe('article')
  // An alias is its own document whose canonical address is the page's first path.
  expect((await headOf(request, '/services')).canonical).toBe('https://jul.example/advisory')
  const image = await request.get('/og/jul-share.png')
  expect(image.headers()['content-type']).toBe('image/png')
})

test('a published proposal and a company report are previewed with their own title and summary', async ({
  request,
  baseURL,
}) => {
  const service = serviceClient(baseURL ?? '')
  const tag = randomUUID().slice(0, 8)
  const proposal = {
    slug: `growth-plan-${tag}`,
    title: `Growth Plan for Łódź & Co ${tag}`,
    summary: 'Twelve months to a Series A: the "board-ready" plan, <priced> per milestone.',
    is_published: true,
    published_at: new Date().toISOString(),
  }
  expect((await service.from('public_proposals').insert(proposal)).error).toBeNull()
  const shared = await headOf(request, `/p/${proposal.slug}`)
  expect(shared.title).toBe(`Growth Plan for Łódź &amp; Co ${tag} · JUL`)
  expect(shared['og:description']).toBe(
    'Twelve months to a Series A: the &quot;board-ready&quot; plan, &lt;priced&gt; per milestone.',
  )
  expect(shared['og:url']).toBe(new URL(`/p/${proposal.slug}`, baseURL).href)

  const hidden = { ...proposal, slug: `draft-${tag}`, title: `Draft ${tag}`, is_published: false }
  expect((await service.from('public_proposals').insert(hidden)).error).toBeNull()
  expect((await headOf(request, `/p/${hidden.slug}`)).title).toBe('JUL')

  const report = {
    company_slug: `northwind-${tag}`,
    report_slug: 'q3-readiness',
    company_name: 'Northwind Robotics',
    title: 'Q3 Capital Readiness',
    summary: 'Ready for a seed extension once churn is under 2%.',
    readiness_score: 72,
    is_published: true,
    published_at: new Date().toISOString(),
  }
  expect((await service.from('company_reports').insert(report)).error).toBeNull()
  const byCompany = await headOf(request, `/crr/${report.company_slug}/${report.report_slug}`)
  expect(byCompany['og:title']).toBe('Q3 Capital Readiness — Northwind Robotics · JUL')
  expect(byCompany['twitter:description']).toBe(report.summary)
})
