import { PUBLIC_PAGES } from './public-pages.ts'

/** The footer's legal links (000 §2.2 legal and policy pages, sitemap included), in the table's order. */
export const LEGAL_LINKS: readonly { to: string; label: string }[] = Object.values(PUBLIC_PAGES)
  .filter((page) => page.group === 'legal')
  .map((page) => ({ to: page.paths[0], label: page.title }))
