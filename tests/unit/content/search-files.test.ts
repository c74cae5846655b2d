import { describe, expect, it } from 'vitest'
import { ARTICLES } from '../../../src/content/pages/playbook.ts'
import { PUBLIC_PAGES } from '../../../src/content/public-pages.ts'
import {
  CRAWLER_DISALLOW,
  disallows,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
} from '../../../src/content/search-files.ts'

const SITE = 'https://jul.example/'

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page once by its canonical address, and every playbook article', () => {
    const listed = locations(sitemapXml(SITE))
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed).toContain('https://jul.example/')
    expect(listed).toContain('https://jul.example/pricing')
    expect(listed).toContain('https://jul.example/jul-console-handbook')
    expect(listed).toContain('https://jul.example/privacy-policy')
    for (const article of ARTICLES)
      expect(listed).toContain(`https://jul.example/jul-playbook/${article.slug}`)
    // Second addresses of a page (/services is /advisory) and route patterns are not listed.
    expect(listed).not.toContain('https://jul.example/services')
    expect(listed).not.toContain('https://jul.example/pricing-guide')
    expect(listed.filter((url) => new URL(url).pathname.includes(':'))).toEqual([])
  })

  it('keeps sign-in and staff addresses out of the sitemap and tells crawlers to stay out of them', () => {
    const listed = sitemapPaths()
    for (const path of ['/auth', '/magic-auth', '/jh-admin']) expect(listed).not.toContain(path)
    const robots = robotsTxt(SITE)
    for (const path of ['/dashboard', '/vip', '/admin', '/app/', '/auth']) {
      expect(robots).toContain(`Disallow: ${path}\n`)
    }
    expect(robots).toContain('Sitemap: https://jul.example/sitemap.xml')
  })

  it('never blocks a page the sitemap lists (the console handbook is not the console, nor the touch icon the app)', () => {
    const everyStaticPath = Object.values(PUBLIC_PAGES)
      .filter((page) => !('dynamic' in page) && page.group !== 'account')
      .flatMap((page) => [...page.paths])
    for (const path of [...sitemapPaths(), ...everyStaticPath]) {
      expect(
        CRAWLER_DISALLOW.filter((rule) => disallows(rule, path)),
        path,
      ).toEqual([])
    }
    expect(disallows('/app$', '/apple-touch-icon.png')).toBe(false)
    expect(disallows('/jul-console$', '/jul-console')).toBe(true)
  })

  it('writes absolute addresses on the deployed site, which only the route table spells', () => {
    const xml = sitemapXml('https://advisory.example/')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(locations(xml)).toContain('https://advisory.example/about')
    for (const path of sitemapPaths()) expect(path).toMatch(/^\/[a-z0-9/-]*$/)
  })
})
