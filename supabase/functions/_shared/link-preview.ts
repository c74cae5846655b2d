/**
 * The <head> a page is shared with: its own title, description and canonical address, and the Open
 * Graph and Twitter tags LinkedIn, Slack, WhatsApp and X read for the preview card (they run no script,
 * so these must be in the HTML itself). Pure and web-standard, so the build's prerender
 * (src/app/prerender), the local server's proposal and report pages and a static host's edge function
 * all use the same code.
 */

const SITE_NAME = 'JUL'

/** The document title: the app's rule (src/lib/document-meta.ts documentTitle; a test keeps them equal). */
export function previewTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`
}

export interface PageHead {
  title: string
  description: string
  /** The page's canonical path ('/about'), made absolute on the site's address. */
  path: string
  type?: 'website' | 'article'
}

/** The preview image every page shares (1200×630, public/og/jul-share.png, `npm run assets`). */
export const SHARE_IMAGE = {
  path: '/og/jul-share.png',
  width: 1200,
  height: 630,
  alt: 'JUL: strategic advisory for founders and investors. Stay Aligned. Move Faster.',
} as const

/** Text made safe inside an attribute or element of HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** A description of preview length: whitespace folded, cut at a word near 200 characters. */
export function previewDescription(text: string, max = 200): string {
  const folded = text.replace(/\s+/g, ' ').trim()
  if (folded.length <= max) return folded
  const cut = folded.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

export function headTags(head: PageHead, siteUrl: string): string {
  const title = escapeHtml(previewTitle(head.title))
  const description = escapeHtml(previewDescription(head.description))
  const url = escapeHtml(new URL(head.path, siteUrl).href)
  const image = escapeHtml(new URL(SHARE_IMAGE.path, siteUrl).href)
  const alt = escapeHtml(SHARE_IMAGE.alt)
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${alt}" />`,
  ].join('\n    ')
}

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/
const TEMPLATE_DESCRIPTION = /\s*<meta name="description" content="[^"]*" \/>/

/** index.html's generic title and description replaced by a page's own head. */
export function withHead(html: string, tags: string): string {
  if (!TEMPLATE_TITLE.test(html)) throw new Error('the document has no <title> to replace')
  return html.replace(TEMPLATE_DESCRIPTION, '').replace(TEMPLATE_TITLE, () => tags)
}
