import type { PageHead } from '../../../supabase/functions/_shared/link-preview.ts'
import { PAGE_DESCRIPTIONS } from '../../content/page-descriptions.ts'
import { ARTICLES } from '../../content/pages/playbook.ts'
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES } from '../../content/public-pages.ts'

/**
 * Every public address the build writes as its own HTML document (000 §2.2: each static page under each
 * of its paths, and the playbook's articles), with the head a link preview reads. `/` is index.html;
 * the others `<path>/index.html`, which the local server and a static host (`try_files $uri
 * $uri/index.html /shell.html`) serve to a first visit and to crawlers. The service worker keeps serving
 * the shell for in-app visits, so these are not precached.
 */
export interface PublicDocument {
  path: string
  file: string
  head: PageHead
}

const fileOf = (path: string) => (path === '/' ? '/index.html' : `${path}/index.html`)

export function publicDocuments(): PublicDocument[] {
  const pages = PUBLIC_PAGE_IDS.flatMap((id) => {
    const page = PUBLIC_PAGES[id]
    if ('dynamic' in page) return []
    const canonical = page.paths[0]
    return page.paths.map((path) => ({
      path,
      file: fileOf(path),
      head: { title: page.title, description: PAGE_DESCRIPTIONS[id], path: canonical },
    }))
  })
  const articles = ARTICLES.map((article) => {
    const path = `/jul-playbook/${article.slug}`
    return {
      path,
      file: fileOf(path),
      head: { title: article.title, description: article.summary, path, type: 'article' as const },
    }
  })
  return [...pages, ...articles]
}
