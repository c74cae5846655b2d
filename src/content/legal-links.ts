import { PUBLIC_PAGES } from './public-pages.ts'

/** The footer's legal links (000 §2.2 legal and policy pages), in the order of the page table. */
export const LEGAL_LINKS: readonly { to: string; label: string }[] = [
  ...Object.values(PUBLIC_PAGES)
    .filter((page) => page.group === 'legal')
    .flatMap((page) => (page.paths[0] ? [{ to: page.paths[0], label: page.title }] : [])),
  { to: '/cookie-preferences', label: 'Cookie Preferences' },
  { to: '/sitemap', label: 'Sitemap' },
]
