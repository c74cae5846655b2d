import { type ComponentType, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { NoDatabaseNotice } from '../../data/no-database-notice.tsx'
import { useMemberScreen } from '../../data/use-member-screen.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { ErrorState } from '../../ui/error-state.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { FounderActions } from './board-actions.tsx'
import { boardPermissions } from './board-rules.ts'
import { CheckInsSection, DecisionsSection, MetricsSection, MilestonesSection } from './board-sections.tsx'
import { BoardFailedWrites } from './card-edit-form.tsx'
import { BOARD_TEXTS } from './messages.ts'
import { isBoardEmpty, useBoardRows, useBoardView } from './use-board.ts'

/** Where a founder books a session on the phone: Home's Sessions sub-tab. */
const SCHEDULE_PATH = '/app/home?view=sessions'

interface MobileBoardProps {
  /** The Agreements sub-tab, composed by src/app (the console engineer's MobileAgreements). */
  agreements: ComponentType
}

/**
 * The mobile Home → Board sub-tab (002 §2.3): All (metrics, check-ins, decisions, milestones) read from the
 * member's own rows where the spec shows hard-coded samples, and Agreements from the slot.
 */
export function MobileBoard({ agreements: Agreements }: MobileBoardProps) {
  return (
    <Tabs variant="pills" defaultValue="all">
      <TabsList aria-label="Board">
        <TabsTrigger value="all">{BOARD_TEXTS.mobileAll}</TabsTrigger>
        <TabsTrigger value="agreements">{BOARD_TEXTS.mobileAgreements}</TabsTrigger>
      </TabsList>
      <TabsContent value="all">
        <MobileBoardAll />
      </TabsContent>
      <TabsContent value="agreements">
        <Agreements />
      </TabsContent>
    </Tabs>
  )
}

export function MobileBoardAll() {
  const screen = useMemberScreen()
  if (screen.status === 'loading') return <LoadingState label={BOARD_TEXTS.loading} />
  if (screen.status === 'no-database') return <NoDatabaseNotice />
  return <AllSections client={screen.client} access={screen.access} hasSynced={screen.hasSynced} />
}

function AllSections({
  client,
  access,
  hasSynced,
}: {
  client: SyncClient
  access: MemberAccess
  hasSynced: boolean
}) {
  const [attempt, setAttempt] = useState(0)
  const [now] = useState(() => Date.now())
  const rows = useBoardRows(client, access.userId, attempt)
  const view = useBoardView(rows, now)
  const permissions = boardPermissions(access, 'mobile')
  if (rows === null) {
    return <ErrorState message={BOARD_TEXTS.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
  }
  if (rows === undefined || !view || (!hasSynced && isBoardEmpty(rows))) {
    return <LoadingState label={BOARD_TEXTS.loading} />
  }
  return (
    <div className="grid gap-4">
      <BoardFailedWrites />
      <MetricsSection metrics={view.metrics} />
      {permissions.showFounderActions && (
        <FounderActions client={client} canEdit={permissions.canEdit} schedulePath={SCHEDULE_PATH} />
      )}
      <CheckInsSection checkIns={view.checkIns} />
      <DecisionsSection decisions={view.decisions} origin="mobile" />
      <MilestonesSection milestones={view.milestones} />
    </div>
  )
}
