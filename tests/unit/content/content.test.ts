import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PAGE_CONTENT } from '../../../src/content/page-content.ts'
import { PAGE_DESCRIPTIONS } from '../../../src/content/page-descriptions.ts'
import { FAQ } from '../../../src/content/pages/faq.ts'
import { HOME } from '../../../src/content/pages/home.ts'
import { DEFAULT_LANDING, LANDING_PAGES } from '../../../src/content/pages/landing.ts'
import { DIGEST_ISSUE, WEEKLY_ISSUE } from '../../../src/content/pages/newsletter.ts'
import { ARTICLES } from '../../../src/content/pages/playbook.ts'
import { FUNNEL_STEPS, PLAN_TABLES } from '../../../src/content/pages/pricing.ts'
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES } from '../../../src/content/public-pages.ts'
import type { Block, PageContent, RichText, Section } from '../../../src/content/types.ts'

const pages = Object.values(PUBLIC_PAGES)

function textOf(rich: RichText): string {
  return typeof rich === 'string'
    ? rich
    : rich.map((part) => (typeof part === 'string' ? part : part.text)).join('')
}

function linksOf(rich: RichText): string[] {
  return typeof rich === 'string' ? [] : rich.flatMap((part) => (typeof part === 'string' ? [] : [part.to]))
}

function blockRich(block: Block): RichText[] {
  switch (block.type) {
    case 'p':
    case 'note':
      return [block.text]
    case 'list':
      return [...block.items]
    case 'facts':
      return block.items.flatMap((item) => [item.term, item.text])
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()]
    case 'quote':
      return [block.text, block.cite]
  }
}

function sectionsRich(sections: readonly Section[]): RichText[] {
  return sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockRich)])
}

function pageRich(page: PageContent): RichText[] {
  return [page.eyebrow ?? '', page.lead, ...sectionsRich(page.sections)]
}

const contentPages = await Promise.all(
  Object.entries(PAGE_CONTENT).map(async ([id, load]) => [id, await load()] as const),
)

const everything: RichText[] = [
  ...contentPages.flatMap(([, page]) => [
    ...pageRich(page),
    ...(page.ctas ?? []).map((cta) => [{ text: cta.label, to: cta.to }]),
  ]),
  ...FAQ.flatMap((group) => group.questions.flatMap((q) => q.answer.flatMap(blockRich))),
  ...ARTICLES.flatMap((article) => [article.summary, ...sectionsRich(article.sections)]),
  ...[...Object.values(LANDING_PAGES), DEFAULT_LANDING].flatMap((page) => [
    ...pageRich(page),
    ...(page.ctas ?? []).map((cta) => [{ text: cta.label, to: cta.to }]),
  ]),
  ...[WEEKLY_ISSUE, DIGEST_ISSUE].flatMap((issue) => sectionsRich(issue.sections)),
  ...[...HOME.offer.items, ...HOME.audiences.items, ...HOME.proof.items, ...HOME.product.items].flatMap(
    (card) => [card.text, [{ text: card.link.label, to: card.link.to }]],
  ),
  ...[...HOME.ctas, ...HOME.closing.ctas].map((cta) => [{ text: cta.label, to: cta.to }]),
  ...HOME.funnel.steps.map((step) => `${step.price} ${step.text}`),
  ...FUNNEL_STEPS.map((step) => `${step.price} ${step.text}`),
  ...Object.values(PLAN_TABLES).flatMap((table) => table.rows.flat()),
]

const ROUTE_PATTERNS = pages.flatMap((page) => page.paths)
const ARTICLE_SLUGS = new Set(ARTICLES.map((article) => article.slug))

function isKnownRoute(to: string): boolean {
  const path = to.split('#')[0] ?? to
  const article = matchPath('/jul-playbook/:slug', path)
  if (article && path !== '/jul-playbook/myth-files') return ARTICLE_SLUGS.has(article.params.slug ?? '')
  return ROUTE_PATTERNS.some((pattern) => matchPath(pattern, path) !== null)
}

describe('the route table (spec 000 §2.2)', () => {
  it('serves every public path of the spec, each once', () => {
    const paths = pages.flatMap((page) => page.paths)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of [
      '/',
      '/services',
      '/pricing-guide',
      '/yelmail/unsubscribe',
      '/yelmail-preferences',
      '/jh-admin',
      '/stripe-calendly-validation',
      '/newsletter-digest-preview',
      '/crr/:companySlug/:reportSlug',
      '/p/:slug',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('gives every page a distinct title and a distinct description of search-result length', () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length)
    expect(new Set(Object.values(PAGE_DESCRIPTIONS)).size).toBe(pages.length)
    for (const id of PUBLIC_PAGE_IDS.filter((id) => !('dynamic' in PUBLIC_PAGES[id]))) {
      expect(PAGE_DESCRIPTIONS[id].length, id).toBeGreaterThanOrEqual(40)
      expect(PAGE_DESCRIPTIONS[id].length, id).toBeLessThanOrEqual(170)
    }
  })
})

describe('the copy', () => {
  it('links only to routes that exist, web addresses or email addresses', () => {
    const links = everything.flatMap(linksOf)
    expect(links.length).toBeGreaterThan(100)
    const broken = links.filter(
      (to) => !(to.startsWith('https://') || to.startsWith('mailto:') || isKnownRoute(to)),
    )
    expect(broken).toEqual([])
  })

  it('gives every content page several paragraphs of real text', () => {
    for (const [id, page] of contentPages) {
      const words = pageRich(page).map(textOf).join(' ').split(/\s+/).filter(Boolean).length
      expect(words, id).toBeGreaterThanOrEqual(100)
    }
  })

  it('quotes only the prices of the spec, in euro', () => {
    const amounts = new Set(everything.map(textOf).flatMap((text) => text.match(/€\d+(?:[,.]\d+)*/g) ?? []))
    expect([...amounts].sort()).toEqual(['€0', '€1,950', '€1,995', '€19.99', '€495', '€9.99', '€995'])
  })

  it('states the campaign funnel the same way everywhere: €495 for 90 minutes, both retainer readings, 0.5–2%', () => {
    const all = everything.map(textOf).join('\n')
    expect(all).toContain('€495 for 90 minutes')
    expect(all).toContain('€1,950 a month')
    expect(all).toContain('€1,995/month')
    expect(all).toContain('0.5–2%')
    expect(all).not.toMatch(/€495 for (?!90)/)
  })

  it('shows the data controller registration where a UK policy would', async () => {
    const privacy = await PAGE_CONTENT.privacyPolicy()
    const about = await PAGE_CONTENT.about()
    expect(pageRich(privacy).map(textOf).join(' ')).toContain('ICO CSN6556242')
    expect(pageRich(about).map(textOf).join(' ')).toContain('ICO CSN6556242')
  })

  it('dates every legal and policy page', async () => {
    for (const id of [
      'privacyPolicy',
      'termsOfService',
      'accessibility',
      'dataDeletion',
      'responsibleDisclosure',
    ] as const) {
      expect((await PAGE_CONTENT[id]()).lastUpdated, id).toMatch(/\d{4}$/)
    }
  })
})
