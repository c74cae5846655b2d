import { useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { NoDatabaseNotice } from '../../data/no-database-notice.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useMemberScreen } from '../../data/use-member-screen.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { FounderActions, PortfolioOversight } from './board-actions.tsx'
import { boardPermissions } from './board-rules.ts'
import {
  AutomationSection,
  CheckInsSection,
  DecisionsSection,
  DeliverablesSection,
  MetricsSection,
  MilestonesSection,
  OkrsSection,
  RecordingHowTo,
} from './board-sections.tsx'
import { BoardFailedWrites } from './card-edit-form.tsx'
import { BOARD_TEXTS } from './messages.ts'
import { isBoardEmpty, useBoardRows, useBoardView } from './use-board.ts'

/** Where founders book a strategic session: the console's Sessions tab (Book new session). */
const SCHEDULE_PATH = '/dashboard?tab=sessions'

/** The console's JUL Board tab (001 §2, §6, §9). */
export default function BoardPanel() {
  const screen = useMemberScreen()
  if (screen.status === 'loading') return <LoadingState label={BOARD_TEXTS.loading} />
  if (screen.status === 'no-database') return <NoDatabaseNotice />
  return <ConsoleBoard client={screen.client} access={screen.access} hasSynced={screen.hasSynced} />
}

function ConsoleBoard({
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
  const permissions = boardPermissions(access, 'console')

  const header = (
    <PageHeader
      title={BOARD_TEXTS.title}
      description={BOARD_TEXTS.description}
      badges={!permissions.canEdit && <Badge variant="outline">View only</Badge>}
      actions={
        permissions.showFounderActions && (
          <FounderActions client={client} canEdit={permissions.canEdit} schedulePath={SCHEDULE_PATH} />
        )
      }
    />
  )
  if (rows === null) {
    return (
      <>
        {header}
        <ErrorState message={BOARD_TEXTS.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
      </>
    )
  }
  if (rows === undefined || !view || (!hasSynced && isBoardEmpty(rows))) {
    return (
      <>
        {header}
        <LoadingState label={BOARD_TEXTS.loading} />
      </>
    )
  }
  return (
    <>
      {header}
      <BoardFailedWrites />
      {!permissions.canEdit && (
        <Alert variant="info" actions={<UpgradeButton plan="console" size="sm" />}>
          {BOARD_TEXTS.viewOnly}
        </Alert>
      )}
      <MetricsSection metrics={view.metrics} />
      {permissions.showPortfolioOversight && (
        <PortfolioOversight client={client} canEdit={permissions.canEdit} view={view} />
      )}
      <ContentGrid columns={2}>
        <DecisionsSection decisions={view.decisions} origin="console" />
        <CheckInsSection checkIns={view.checkIns} />
        <MilestonesSection milestones={view.milestones} />
        <OkrsSection view={view} />
        <DeliverablesSection deliverables={view.deliverables} />
        <AutomationSection automation={view.automation} />
        <RecordingHowTo />
      </ContentGrid>
    </>
  )
}
