import { PUBLIC_PAGES, type PublicPageId } from '../../content/public-pages.ts'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'

export default function ContentPage({ id }: { id: PublicPageId }) {
  const page = PUBLIC_PAGES[id]
  return (
    <main>
      <Container className="pb-16">
        <PageIntro title={page.title} lead={page.description} />
      </Container>
    </main>
  )
}
