import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
import { FunctionsContext } from '../data/functions.ts'
import { SyncContext } from '../data/sync-context.ts'
import { AuthProvider } from '../features/auth/auth-context.tsx'
import { TOAST_DEFAULTS } from '../lib/toasts.ts'
import { AppErrorBoundary } from './app-error-boundary.tsx'
import type { AppServices } from './services.ts'
import { ServicesContext } from './services-context.ts'

/** Spec 000 §9: 3 visible, 4 s, 14 px gap (width 356 and swipe 20 px are sonner's built-ins). */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      duration={TOAST_DEFAULTS.durationMs}
      gap={TOAST_DEFAULTS.gapPx}
      richColors
      closeButton
    />
  )
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
          </SyncContext>
        </FunctionsContext>
      </ServicesContext>
      <AppToaster />
    </AppErrorBoundary>
  )
}
