import { lazy, type ReactNode, useEffect, useMemo, useState } from 'react'
import type { SyncClient } from '../../sync/client.ts'
import { FunctionsContext } from '../data/functions.ts'
import { MemberFilesContext } from '../data/member-files.ts'
import { ProposalStoreContext } from '../data/public-proposals.ts'
import { PublicSiteContext } from '../data/public-site.ts'
import { StaffDirectoryContext } from '../data/staff-directory.ts'
import { SyncContext, SyncStartContext } from '../data/sync-context.ts'
import { AuthProvider } from '../features/auth/auth-context.tsx'
import { AppErrorBoundary } from './app-error-boundary.tsx'
import type { AppServices } from './backend/services.ts'
import { ServicesContext } from './backend/services-context.ts'
import { AfterFirstScreen } from './boot/after-first-screen.tsx'
import { ReloadRequiredPrompt } from './pwa/reload-required-prompt.tsx'

// sonner (about 10 kB gzip) is not needed to paint the first page; toasts raised before it arrives are
// replayed by sonner when the toaster subscribes.
const Toaster = lazy(() => import('../ui/toaster.tsx').then((m) => ({ default: m.Toaster })))

/** The sync client given at once (tests) or when the deferred services have started it (the page). */
function useSyncClientOf(services: AppServices): SyncClient | null {
  const [sync, setSync] = useState<SyncClient | null>(services.sync ?? null)
  useEffect(() => {
    let current = true
    void services.syncReady?.then((client) => {
      if (current && client) setSync(client)
    })
    return () => {
      current = false
    }
  }, [services])
  return services.sync ?? sync
}

export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  const sync = useSyncClientOf(services)
  const startSync = useMemo(
    () => async () => services.sync ?? (await services.startSync?.()) ?? null,
    [services],
  )
  return (
    <AppErrorBoundary>
      <ServicesContext value={services}>
        <FunctionsContext value={services.invokeFunction}>
          <ProposalStoreContext value={services.proposals ?? null}>
            <SyncContext value={sync}>
              <SyncStartContext value={startSync}>
                <PublicSiteContext value={services.publicSite ?? null}>
                  <MemberFilesContext value={services.memberFiles ?? null}>
                    <StaffDirectoryContext value={services.staffDirectory ?? null}>
                      <AuthProvider
                        backend={services.auth}
                        isStaffEmail={services.isStaffEmail}
                        {...(services.drainQueue ? { drainQueue: services.drainQueue } : {})}
                        {...(services.onAuthEvent ? { onAuthEvent: services.onAuthEvent } : {})}
                      >
                        {children}
                      </AuthProvider>
                    </StaffDirectoryContext>
                  </MemberFilesContext>
                </PublicSiteContext>
              </SyncStartContext>
              {/* Inside the sync context: it reads SyncStatus.reloadRequired from the tab's client. */}
              <ReloadRequiredPrompt />
            </SyncContext>
          </ProposalStoreContext>
        </FunctionsContext>
      </ServicesContext>
      {/* The themed toaster of src/ui with the spec's defaults (000 §9). */}
      <AfterFirstScreen>
        <Toaster />
      </AfterFirstScreen>
    </AppErrorBoundary>
  )
}
