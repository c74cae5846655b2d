import { Link, useLocation } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'

export default function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <main>
      <Container width="prose" className="grid gap-6 pb-16">
        <PageIntro
          eyebrow="404"
          title="Page not found"
          lead={
            <>
              Nothing lives at{' '}
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-base">{pathname}</code>.
            </>
          }
        />
        <Button asChild className="w-fit">
          <Link to="/">Go to the home page</Link>
        </Button>
      </Container>
    </main>
  )
}
