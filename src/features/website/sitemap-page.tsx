import { Link } from 'react-router-dom'
import { PUBLIC_PAGES } from '../../content/public-pages.ts'

export default function SitemapPage() {
  const pages = Object.values(PUBLIC_PAGES)
  return (
    <main className="page">
      <h1>Sitemap</h1>
      <p>Every public page of the site.</p>
      <ul>
        <li>
          <Link to="/">Home</Link>
        </li>
        {pages.map((page) => (
          <li key={page.paths[0]}>
            <Link to={page.paths[0]}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
