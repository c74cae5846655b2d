import type { ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { ErrorBoundary } from '../ui/error-boundary.tsx'
import { ErrorState } from '../ui/error-state.tsx'
import { Container } from '../ui/layouts/website.tsx'

/** Spec 000 §8 'Application crash'. Go Home is a full navigation so a broken router state is left behind. */
export function AppErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(reset) => (
        <main>
          <Container width="prose" className="py-12">
            <ErrorState
              size="page"
              titleAs="h1"
              title="Application Error"
              message="We're experiencing technical difficulties. Our team has been notified."
              onRetry={reset}
              retryLabel="Try Again"
              actions={
                <Button variant="ghost" size="sm" onClick={() => window.location.assign('/')}>
                  Go Home
                </Button>
              }
            />
          </Container>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
