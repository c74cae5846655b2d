import type { ReactNode } from 'react'
import { ErrorBoundary } from './error-boundary.tsx'
import { ErrorState } from './error-state.tsx'

/** Spec 000 §8 'Section crash': one section fails, the rest of the page keeps working. */
export function SectionErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <ErrorState title="Component Error" message="This section couldn't load properly" onRetry={reset} />
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
