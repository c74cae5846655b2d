import type { ReactNode } from 'react'
import { ErrorState } from '../ui/error-state.tsx'
import { LoadingState } from '../ui/skeleton.tsx'
import { NoDatabaseNotice } from './no-database-notice.tsx'
import { type MemberScreen, useMemberScreen } from './use-member-screen.ts'
import type { MirrorRead } from './use-mirror-read.ts'

export type ReadyMemberScreen = Extract<MemberScreen, { status: 'ready' }>

/**
 * The one screen gate: its children render once the member is signed in, the local database opened
 * and the sync client is there; before that the screen's loading state (`loading`, the spec's words
 * where it has them), and in a browser that refuses IndexedDB the one notice that says so. The
 * screen's reads (`useMirrorRead`) then wait for the first pull before they call anything empty.
 */
export function MemberScreenGate({
  loading,
  skeleton,
  children,
}: {
  loading: string
  /** What loading shows (three lines by default): the screen's own skeleton, the same as its reads'. */
  skeleton?: ReactNode
  children: (screen: ReadyMemberScreen) => ReactNode
}) {
  const screen = useMemberScreen()
  if (screen.status === 'no-database') return <NoDatabaseNotice />
  if (screen.status === 'loading') return <LoadingState label={loading}>{skeleton}</LoadingState>
  return children(screen)
}

/**
 * A read's three states on screen: its loading state, its failure (the spec's text) with Retry, or
 * the children with the data. `skeleton` is what loading shows (three lines by default).
 */
export function ReadView<T>({
  read,
  loading,
  failure,
  skeleton,
  children,
}: {
  read: MirrorRead<T>
  loading: string
  failure: string
  skeleton?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (read.status === 'loading') return <LoadingState label={loading}>{skeleton}</LoadingState>
  if (read.status === 'error') return <ErrorState message={failure} onRetry={read.retry} />
  return children(read.data)
}
