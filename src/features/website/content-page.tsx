import { PUBLIC_PAGES, type PublicPageId } from '../../content/public-pages.ts'

export default function ContentPage({ id }: { id: PublicPageId }) {
  const page = PUBLIC_PAGES[id]
  return (
    <main className="page">
      <h1>{page.title}</h1>
      <p>{page.description}</p>
    </main>
  )
}
