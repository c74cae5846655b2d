import type { ReactNode } from 'react'
import { ErrorState } from '../ui/error-state.tsx'
import { NO_DATABASE, useMemberScreen } from './use-member-screen.ts'

/** What every member screen shows when this browser refuses the local database (useMemberScreen 'no-database'). */
export function NoDatabaseNotice() {
  return (
    <ErrorState
      size="page"
      title={NO_DATABASE.title}
      message={NO_DATABASE.message}
      retryLabel={NO_DATABASE.retry}
      onRetry={() => window.location.reload()}
    />
  )
}

/** Renders its children unless the local database could not be opened; then the notice, once for the screen. */
export function LocalDatabaseGate({ children }: { children: ReactNode }) {
  return useMemberScreen().status === 'no-database' ? <NoDatabaseNotice /> : children
}
