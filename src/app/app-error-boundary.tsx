import type { ReactNode } from 'react'
import { ErrorBoundary } from '../ui/error-boundary.tsx'

/** Spec 000 §8 'Application crash'. Go Home is a full navigation so a broken router state is left behind. */
export function AppErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(reset) => (
        <main className="page error-page" role="alert">
          <h1>Application Error</h1>
          <p>We're experiencing technical difficulties. Our team has been notified.</p>
          <div className="button-row">
            <button type="button" className="button-primary" onClick={reset}>
              Try Again
            </button>
            <button type="button" onClick={() => window.location.assign('/')}>
              Go Home
            </button>
          </div>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
