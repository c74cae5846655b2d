import { useState } from 'react'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Archive, Inbox, Kanban } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { AssignDialog } from './assign-dialog.tsx'
import { CaptureItem } from './capture-item.tsx'
import { CAPTURE_TABLES, failedWriteLabel } from './failed-captures.ts'
import { CAPTURE_TEXTS } from './texts.ts'
import { type InboxItem, useInbox } from './use-inbox.ts'

/** /app/inbox (002 §2.6): unassigned captures, each assigned to a board card or archived. */
export default function InboxScreen() {
  return (
    <MemberScreenGate loading="Loading inbox...">
      {(screen) => <InboxList userId={screen.access.userId} />}
    </MemberScreenGate>
  )
}

function InboxList({ userId }: { userId: string }) {
  const { read, archive, assign } = useInbox(userId)
  const items = read.status === 'ready' ? read.data : []
  const status = useSyncStatus()
  const [assigning, setAssigning] = useState<InboxItem | null>(null)
  const now = Date.now()

  return (
    <>
      <h1 className="sr-only">{CAPTURE_TEXTS.inboxTitle}</h1>
      <FailedWrites
        failed={status.failed.filter((write) => CAPTURE_TABLES.includes(write.table))}
        label={failedWriteLabel}
      />
      {read.status === 'error' ? (
        <ErrorState title={CAPTURE_TEXTS.loadInboxFailed} onRetry={read.retry} />
      ) : read.status === 'loading' ? (
        <LoadingState label="Loading inbox..." />
      ) : items.length === 0 ? (
        <EmptyState icon={<Inbox />} title={CAPTURE_TEXTS.inboxEmpty} headingLevel={2} />
      ) : (
        <ul aria-label="Unassigned captures" className="grid grid-cols-1 gap-3">
          {items.map((item) => (
            <CaptureItem
              key={item.id}
              item={item}
              now={now}
              actions={
                <>
                  <Button size="sm" onClick={() => setAssigning(item)}>
                    <Kanban />
                    {CAPTURE_TEXTS.assignToBoard}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void archive(item)}>
                    <Archive />
                    {CAPTURE_TEXTS.archive}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <AssignDialog userId={userId} item={assigning} onClose={() => setAssigning(null)} onAssign={assign} />
    </>
  )
}
