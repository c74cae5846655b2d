import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useSyncClient } from '../../data/sync-context.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import {
  canCancel,
  canMarkCompleted,
  durationMinutes,
  latestRecaps,
  previewText,
  recentSessions,
  SESSION_TOASTS,
} from '../../lib/session-workflow.ts'
import { StatusBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Calendar, Check, Trash2, X } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { MOBILE_SESSION_MESSAGES, SESSION_MESSAGES } from './messages.ts'
import { formatSessionDate, formatSessionTime } from './session-format.ts'

/** Path of the session recap (002 §2.1). */
export const recapPath = (id: string) => `/app/sessions/${encodeURIComponent(id)}`

function useMobileSessions(userId: string | null) {
  const client = useSyncClient()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const data = useLiveQuery(async () => {
    if (!client || !userId) return undefined
    try {
      const [sessions, recaps] = await Promise.all([
        client.db.mirror('sessions').toArray(),
        client.db
          .mirror('session_recaps')
          .where('[user_id+session_date]')
          .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
          .toArray(),
      ])
      setFailed(false)
      return { sessions: recentSessions(sessions, Date.now()), recaps: latestRecaps(recaps) }
    } catch (error) {
      console.error(MOBILE_SESSION_MESSAGES.listFailed, error)
      setFailed(true)
      return undefined
    }
  }, [client, userId, attempt])
  return { data, failed, retry: () => setAttempt((value) => value + 1) }
}

type Row = NonNullable<ReturnType<typeof useMobileSessions>['data']>['sessions'][number]

/**
 * The mobile Home → Sessions sub-tab (002 §2.3, §4): sessions starting in the last 30 days (20 at most,
 * live), the Session Manager (mark completed once started, cancel, delete after confirming), and the
 * latest 10 recaps. Every change is written through the queue, so it works offline.
 */
export function MobileSessions() {
  const { user } = useAuth()
  const client = useSyncClient()
  const hasSynced = useHasSynced()
  const { failed: failedWrites } = useSyncStatus()
  const { data, failed, retry } = useMobileSessions(user?.id ?? null)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const now = Date.now()

  if (failed) return <ErrorState title={MOBILE_SESSION_MESSAGES.listFailed} onRetry={retry} />
  if (!data || (data.sessions.length === 0 && data.recaps.length === 0 && !hasSynced)) {
    return <LoadingState label={SESSION_MESSAGES.loading} />
  }

  const setStatus = async (session: Row, status: 'completed' | 'cancelled') => {
    try {
      await client?.repository('sessions').update(session.id, { status })
      toast.success(SESSION_TOASTS.markedAs(status))
    } catch (error) {
      console.error(SESSION_MESSAGES.updateFailed, error)
      toast.error(SESSION_MESSAGES.updateFailed)
    }
  }
  const remove = async (session: Row) => {
    try {
      await client?.repository('sessions').remove(session.id)
      toast.success(SESSION_MESSAGES.deleted)
    } catch (error) {
      console.error(SESSION_MESSAGES.deleteFailed, error)
      toast.error(SESSION_MESSAGES.deleteFailed)
    }
  }

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="mobile-sessions-title">
        <h2 id="mobile-sessions-title" className="text-lg font-semibold tracking-tight">
          Sessions
        </h2>
        <FailedWrites
          failed={failedWrites.filter((write) => write.table === 'sessions')}
          label={(write) =>
            write.action === 'delete' ? SESSION_MESSAGES.deleteFailed : SESSION_MESSAGES.updateFailed
          }
        />
        {data.sessions.length === 0 ? (
          <EmptyState icon={<Calendar />} title={MOBILE_SESSION_MESSAGES.noRecent} />
        ) : (
          <DataList label="Recent sessions">
            {data.sessions.map((session) => (
              <DataListItem
                key={session.id}
                data-testid="mobile-session"
                title={
                  <Link to={recapPath(session.id)} className="after:absolute after:inset-0">
                    {session.title}
                  </Link>
                }
                description={session.description ? previewText(session.description) : undefined}
                meta={
                  <>
                    <time dateTime={session.start_time}>{formatSessionTime(session.start_time)}</time>
                    <span>{durationMinutes(session)} min</span>
                  </>
                }
                trailing={<StatusBadge status={session.status} />}
              />
            ))}
          </DataList>
        )}
      </section>

      {data.sessions.length > 0 && (
        <section className="grid gap-3" aria-labelledby="session-manager-title">
          <h2 id="session-manager-title" className="text-lg font-semibold tracking-tight">
            Session Manager
          </h2>
          <ul className="grid gap-2" aria-label="Session Manager">
            {data.sessions.map((session) => (
              <li
                key={session.id}
                data-testid="managed-session"
                className="grid gap-2 rounded-xl border border-border bg-surface p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <p className="min-w-0 truncate text-sm font-medium">{session.title}</p>
                  <StatusBadge status={session.status} />
                </div>
                <div className="flex flex-wrap gap-2">
                  {canCancel(session) && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!canMarkCompleted(session, now)}
                      title={
                        canMarkCompleted(session, now) ? undefined : 'Available once the session has started'
                      }
                      onClick={() => void setStatus(session, 'completed')}
                    >
                      <Check aria-hidden="true" />
                      Mark completed
                    </Button>
                  )}
                  {canCancel(session) && (
                    <Button size="sm" variant="outline" onClick={() => void setStatus(session, 'cancelled')}>
                      <X aria-hidden="true" />
                      Cancel
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${session.title}`}
                    onClick={() => setDeleting(session)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="grid gap-3" aria-labelledby="recaps-title">
        <h2 id="recaps-title" className="text-lg font-semibold tracking-tight">
          Session recaps
        </h2>
        {data.recaps.length === 0 ? (
          <p className="text-sm text-muted-foreground">{MOBILE_SESSION_MESSAGES.noRecaps}</p>
        ) : (
          <DataList label="Session recaps">
            {data.recaps.map((recap) => (
              <DataListItem
                key={recap.id}
                data-testid="recap"
                title={
                  recap.session_id ? (
                    <Link to={recapPath(recap.session_id)} className="after:absolute after:inset-0">
                      {recap.title}
                    </Link>
                  ) : (
                    recap.title
                  )
                }
                description={recap.summary ? previewText(recap.summary) : undefined}
                meta={<time dateTime={recap.session_date}>{formatSessionDate(recap.session_date)}</time>}
              />
            ))}
          </DataList>
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete session"
        question={SESSION_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting)
          setDeleting(null)
        }}
      />
    </div>
  )
}
