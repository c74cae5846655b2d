import { Link } from 'react-router-dom'
import { PUBLIC_PAGES } from '../../content/public-pages.ts'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'

export default function SitemapPage() {
  const pages = Object.values(PUBLIC_PAGES)
  return (
    <main>
      <Container className="pb-16">
        <PageIntro title="Sitemap" lead="Every public page of the site." />
        <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <Link to="/" className="text-link underline-offset-4 hover:underline">
              Home
            </Link>
          </li>
          {pages.map((page) => (
            <li key={page.paths[0]}>
              <Link to={page.paths[0]} className="text-link underline-offset-4 hover:underline">
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </main>
  )
}
