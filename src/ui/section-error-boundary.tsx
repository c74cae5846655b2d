import type { ReactNode } from 'react'
import { ErrorBoundary } from './error-boundary.tsx'

/** Spec 000 §8 'Section crash': one section fails, the rest of the page keeps working. */
export function SectionErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <div role="alert" className="error-box">
          <strong>Component Error</strong>
          <p>This section couldn't load properly</p>
          <button type="button" onClick={reset}>
            Retry
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
