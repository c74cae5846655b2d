import type { ReactNode } from 'react'
import { FunctionsContext } from '../data/functions.ts'
import { SyncContext } from '../data/sync-context.ts'
import { AuthProvider } from '../features/auth/auth-context.tsx'
import { ReloadRequiredPrompt } from '../features/pwa/reload-required-prompt.tsx'
import { Toaster } from '../ui/toaster.tsx'
import { AppErrorBoundary } from './app-error-boundary.tsx'
import type { AppServices } from './services.ts'
import { ServicesContext } from './services-context.ts'

/** The themed toaster of src/ui with the spec's defaults (000 §9). */
export function AppToaster() {
  return <Toaster />
}

export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  const sync = services.sync
  // Sign-out first gives the queue a last chance to drain, then warns about what stays (kept, not lost).
  const pendingCount = sync ? () => sync.prepareSignOut() : undefined
  return (
    <AppErrorBoundary>
      <ServicesContext value={services}>
        <FunctionsContext value={services.invokeFunction}>
          <SyncContext value={sync ?? null}>
            <AuthProvider
              backend={services.auth}
              isStaffEmail={services.isStaffEmail}
              {...(pendingCount ? { pendingCount } : {})}
              {...(services.onAuthEvent ? { onAuthEvent: services.onAuthEvent } : {})}
            >
              {children}
            </AuthProvider>
            <ReloadRequiredPrompt />
          </SyncContext>
        </FunctionsContext>
      </ServicesContext>
      <AppToaster />
    </AppErrorBoundary>
  )
}
