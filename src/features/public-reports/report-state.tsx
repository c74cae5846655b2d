import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PublicRead } from '../../data/use-public-read.ts'
import { Button } from '../../ui/button.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { REPORT_TEXTS } from './texts.ts'

/** Loading, error with retry, not found, or the page: the four states of a page read online by slug. */
export function PublicRecordState<T>({
  read,
  loadingLabel,
  notFound,
  children,
}: {
  read: PublicRead<T | null>
  loadingLabel: string
  notFound: { title: string; text: string }
  children: (data: T) => ReactNode
}) {
  if (read.status === 'ready' && read.data !== null) return children(read.data)
  return (
    <main>
      <Container width="prose" className="grid gap-6 pb-16">
        {read.status === 'loading' && (
          <>
            <h1 className="sr-only">{loadingLabel}</h1>
            <LoadingState label={loadingLabel} className="mt-16" />
          </>
        )}
        {read.status === 'error' && (
          <ErrorState
            className="mt-16"
            size="page"
            titleAs="h1"
            title={REPORT_TEXTS.couldNotLoad}
            message={read.error.message}
            onRetry={read.retry}
            retryLabel={REPORT_TEXTS.retry}
          />
        )}
        {read.status === 'ready' && (
          <>
            <PageIntro title={notFound.title} lead={notFound.text} />
            <Button asChild variant="outline" className="w-fit">
              <Link to="/">Go to the home page</Link>
            </Button>
          </>
        )}
      </Container>
    </main>
  )
}
