import type { ReactNode } from 'react'
import { ErrorBoundary } from '../../ui/error-boundary.tsx'
import { MOBILE_TEXTS } from './mobile-texts.ts'

/** Spec 002 §2.2: Refresh reloads the page (a fresh start of the shell, not a re-render). */
export function MobileErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <div role="alert" className="mobile-crash">
          <h1>{MOBILE_TEXTS.crashTitle}</h1>
          <p>{MOBILE_TEXTS.crashBody}</p>
          <button type="button" className="button-primary" onClick={() => window.location.reload()}>
            {MOBILE_TEXTS.refresh}
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
