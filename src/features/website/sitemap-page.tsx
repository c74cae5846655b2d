import { Link } from 'react-router-dom'
import { ARTICLES } from '../../content/pages/playbook.ts'
import { SITEMAP_LEAD } from '../../content/pages/tools.ts'
import { PUBLIC_PAGES, SITEMAP_GROUPS } from '../../content/public-pages.ts'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'

const LINK = 'text-link underline-offset-4 hover:underline'

/** /sitemap: generated from the route table (one link per page, its first path), plus the playbook articles. */
export default function SitemapPage() {
  const pages = Object.values(PUBLIC_PAGES).filter((page) => !('dynamic' in page))
  return (
    <main>
      <Container className="pb-16">
        <PageIntro title={PUBLIC_PAGES.sitemap.title} lead={SITEMAP_LEAD} />
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {SITEMAP_GROUPS.map(({ group, heading }) => (
            <section key={group} aria-labelledby={`sitemap-${group}`} className="grid content-start gap-3">
              <h2 id={`sitemap-${group}`} className="text-lg font-semibold">
                {heading}
              </h2>
              <ul className="grid gap-2">
                {pages
                  .filter((page) => page.group === group)
                  .map((page) => (
                    <li key={page.paths[0]}>
                      <Link to={page.paths[0]} className={LINK}>
                        {page.title}
                      </Link>
                    </li>
                  ))}
                {group === 'resources' &&
                  ARTICLES.map((article) => (
                    <li key={article.slug} className="pl-4">
                      <Link to={`/jul-playbook/${article.slug}`} className={LINK}>
                        {article.title}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </Container>
    </main>
  )
}
