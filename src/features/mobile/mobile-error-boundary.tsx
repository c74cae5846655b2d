import type { ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'
import { ErrorBoundary } from '../../ui/error-boundary.tsx'
import { MOBILE_TEXTS } from './mobile-texts.ts'

/** Spec 002 §2.2: Refresh reloads the page (a fresh start of the shell, not a re-render). */
export function MobileErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <div role="alert" className="grid min-h-dvh place-content-center gap-3 px-6 text-center">
          <h1 className="text-xl font-semibold">{MOBILE_TEXTS.crashTitle}</h1>
          <p className="text-muted-foreground">{MOBILE_TEXTS.crashBody}</p>
          <Button onClick={() => window.location.reload()}>{MOBILE_TEXTS.refresh}</Button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
