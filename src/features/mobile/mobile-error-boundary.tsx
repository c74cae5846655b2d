import type { ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'
import { ErrorBoundary } from '../../ui/error-boundary.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { MOBILE_TEXTS } from './texts.ts'

/** Spec 002 §2.2: Refresh reloads the page (a fresh start of the shell, not a re-render). */
export function MobileErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <div className="grid min-h-dvh place-content-center p-6">
          <ErrorState
            size="page"
            titleAs="h1"
            title={MOBILE_TEXTS.crashTitle}
            message={MOBILE_TEXTS.crashBody}
            actions={<Button onClick={() => window.location.reload()}>{MOBILE_TEXTS.refresh}</Button>}
          />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
