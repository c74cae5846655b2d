import { useLayoutEffect } from 'react'
import { matchPath, useLocation } from 'react-router-dom'
import { PUBLIC_PAGES } from '../content/public-pages.ts'
import { applyDocumentMeta } from '../lib/document-meta.ts'

const STATIC_PAGES = Object.values(PUBLIC_PAGES)
  .filter((page) => !('dynamic' in page))
  .flatMap((page) => page.paths.map((path) => ({ path, page })))

/**
 * The route table's title and description for the page on screen. A layout effect runs before the
 * pages' own effects, so a dynamic page (a proposal, an article) or the not-found page can then set
 * its own; any other route gets the site's default.
 */
export function useRouteMeta() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    const found = STATIC_PAGES.find(({ path }) => matchPath(path, pathname) !== null)
    const page = found?.page ?? PUBLIC_PAGES.home
    applyDocumentMeta(document, { title: page.title, description: page.description })
  }, [pathname])
}
