import { ARTICLES } from './pages/playbook.ts'
import { PUBLIC_PAGES } from './public-pages.ts'

/**
 * The two files search engines read beside the pages, written into dist/ at build time
 * (vite.config.ts): sitemap.xml, generated from the route table like the /sitemap page, and
 * robots.txt, which keeps crawlers out of the members', staff and sign-in addresses.
 */

/**
 * Robots rules: a prefix, or an exact path when it ends in `$` (Google and Bing read `$`). Exact
 * where a prefix would also cover a public page: /jul-console is the console, /jul-console-handbook
 * is not; /app is the mobile shell, /apple-touch-icon.png is not.
 */
export const CRAWLER_DISALLOW: readonly string[] = [
  '/dashboard',
  '/console',
  '/jul-console$',
  '/member-dashboard',
  '/vip',
  '/admin',
  '/app$',
  '/app/',
  '/auth',
  '/magic-auth',
  '/jh-admin',
  '/email-signature',
  '/digital-business-card',
  '/mobile-design',
  '/mobile-success',
  '/mobile-cancel',
]

/** Whether a robots rule of CRAWLER_DISALLOW covers a path. */
export function disallows(rule: string, path: string): boolean {
  return rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)
}

/** Every address worth finding: each static page's canonical path, then the playbook's articles. */
export function sitemapPaths(): string[] {
  const pages = Object.values(PUBLIC_PAGES)
    .filter((page) => !('dynamic' in page))
    .map((page) => page.paths[0])
  const articles = ARTICLES.map((article) => `/jul-playbook/${article.slug}`)
  return [...pages, ...articles].filter((path) => !CRAWLER_DISALLOW.some((rule) => disallows(rule, path)))
}

/**
 * sitemap.xml (sitemaps.org 0.9) with absolute addresses on the deployed site. The paths are the
 * route table's own (letters, digits, '-' and '/'), so no address needs XML escaping.
 */
export function sitemapXml(siteUrl: string): string {
  const urls = sitemapPaths().map((path) => `  <url><loc>${new URL(path, siteUrl).toString()}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...CRAWLER_DISALLOW.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n')
}
