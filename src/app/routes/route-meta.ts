import { useLayoutEffect } from 'react'
import { matchPath, useLocation } from 'react-router-dom'
import { PUBLIC_PAGES, type PublicPageId } from '../../content/public-pages.ts'
import { applyDocumentDescription, documentTitle } from '../../lib/document-meta.ts'

const STATIC_PAGES = (Object.keys(PUBLIC_PAGES) as PublicPageId[])
  .filter((id) => !('dynamic' in PUBLIC_PAGES[id]))
  .flatMap((id) => PUBLIC_PAGES[id].paths.map((path) => ({ path, id })))

const descriptionElement = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')

/**
 * The route table's title and description for the page on screen. A layout effect runs before the
 * pages' own effects, so a dynamic page (a proposal, an article) or the not-found page can then set
 * its own; any other route gets the site's default. The descriptions are not in the first load: the
 * title is set at once, the description when its module arrives — unless the page has set its own
 * meanwhile or the visitor has moved on.
 */
export function useRouteMeta() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    const found = STATIC_PAGES.find(({ path }) => matchPath(path, pathname) !== null)
    const id = found?.id ?? 'home'
    document.title = documentTitle(PUBLIC_PAGES[id].title)
    const before = descriptionElement()?.content
    let current = true
    void import('../../content/page-descriptions.ts').then(({ PAGE_DESCRIPTIONS }) => {
      if (!current || descriptionElement()?.content !== before) return
      applyDocumentDescription(document, PAGE_DESCRIPTIONS[id])
    })
    return () => {
      current = false
    }
  }, [pathname])
}
