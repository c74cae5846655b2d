import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { applyDocumentMeta } from '../../lib/document-meta.ts'
import { Button } from '../../ui/button.tsx'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'

/** Spec 000 §2.1: anything not listed gives a not-found page. */
export default function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    applyDocumentMeta(document, { title: 'Page not found', description: `Nothing lives at ${pathname}.` })
  }, [pathname])
  return (
    <main>
      <Container width="prose" className="pb-16">
        <PageIntro
          title="Page not found"
          lead={
            <>
              Nothing lives at <code className="rounded bg-muted px-1 font-mono text-sm">{pathname}</code>. It
              may have moved; the sitemap lists every page.
            </>
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/sitemap">Sitemap</Link>
          </Button>
        </div>
      </Container>
    </main>
  )
}
