import { type ReactNode, useState } from 'react'
import { Link } from 'react-router-dom'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { canCancel, canMarkCompleted, durationMinutes, previewText } from '../../lib/session-workflow.ts'
import { tierAllows } from '../../lib/tier-matrix.ts'
import { StatusBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Calendar, Check, Lock, Trash2, X } from '../../ui/icons.ts'
import { DeleteSessionDialog } from './delete-session-dialog.tsx'
import { formatSessionDate, formatSessionTime } from './session-format.ts'
import { MOBILE_SESSION_TEXTS, SESSION_TEXTS } from './texts.ts'
import { useSessionWrites } from './use-session-actions.ts'
import { type MobileSessionsRows, type SessionRow, useMobileSessions } from './use-sessions-data.ts'

/** Path of the session recap (002 §2.1). */
export const recapPath = (id: string) => `/app/sessions/${encodeURIComponent(id)}`

/**
 * The mobile Home → Sessions sub-tab (002 §2.3, §4): sessions starting in the last 30 days (20 at most,
 * live), the Session Manager (mark completed once started, cancel, delete after confirming), and the
 * latest 10 recaps. Every change is written through the queue, so it works offline.
 */
export function SessionsScreen({ booking }: { booking: ReactNode }) {
  return (
    <MemberScreenGate loading={SESSION_TEXTS.loading}>
      {(screen) => (
        <div className="grid gap-6">
          {tierAllows(screen.access.mobileTier, 'sessionScheduling') ? booking : <SchedulingUpgrade />}
          <MemberSessions userId={screen.access.userId} />
        </div>
      )}
    </MemberScreenGate>
  )
}

/** 002 §6: session scheduling for free members is the upgrade prompt. */
function SchedulingUpgrade() {
  return (
    <Card as="section" padding="sm" aria-label={MOBILE_SESSION_TEXTS.scheduleLabel}>
      <EmptyState
        icon={<Lock />}
        headingLevel={3}
        title={MOBILE_SESSION_TEXTS.scheduleLocked}
        description={MOBILE_SESSION_TEXTS.scheduleLockedHint}
        action={
          <Button asChild>
            <Link to="?settings=1&tab=account">{MOBILE_SESSION_TEXTS.upgradeToPremium}</Link>
          </Button>
        }
      />
    </Card>
  )
}

function MemberSessions({ userId }: { userId: string }) {
  const read = useMobileSessions(userId)
  return (
    <ReadView read={read} loading={SESSION_TEXTS.loading} failure={MOBILE_SESSION_TEXTS.listFailed}>
      {(data) => <SessionLists sessions={data.sessions} recaps={data.recaps} />}
    </ReadView>
  )
}

function SessionLists({ sessions, recaps }: MobileSessionsRows) {
  const { failed: failedWrites } = useSyncStatus()
  const writes = useSessionWrites()
  const [deleting, setDeleting] = useState<SessionRow | null>(null)
  const now = Date.now()
  const setStatus = (session: SessionRow, status: 'completed' | 'cancelled') =>
    writes.setStatus(session, status, SESSION_TEXTS.updateFailed)
  const data = { sessions, recaps }

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="mobile-sessions-title">
        <h2 id="mobile-sessions-title" className="text-lg font-semibold tracking-tight">
          Sessions
        </h2>
        <FailedWrites
          failed={failedWrites.filter((write) => write.table === 'sessions')}
          label={(write) =>
            write.action === 'delete' ? SESSION_TEXTS.deleteFailed : SESSION_TEXTS.updateFailed
          }
        />
        {data.sessions.length === 0 ? (
          <EmptyState icon={<Calendar />} title={MOBILE_SESSION_TEXTS.noRecent} />
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
          <p className="text-sm text-muted-foreground">{MOBILE_SESSION_TEXTS.noRecaps}</p>
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

      <DeleteSessionDialog session={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}
