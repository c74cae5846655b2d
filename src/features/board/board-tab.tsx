import { useState } from 'react'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import type { MemberAccess } from '../../lib/access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
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
import { BOARD_TEXTS } from './texts.ts'
import { type BoardView, useBoard } from './use-board.ts'

/** Where founders book a strategic session: the console's Sessions tab (Book new session). */
const SCHEDULE_PATH = '/dashboard?tab=sessions'

/** The console's JUL Board tab (001 §2, §6, §9). */
export default function BoardTab() {
  return (
    <MemberScreenGate loading={BOARD_TEXTS.loading}>
      {(screen) => <ConsoleBoard access={screen.access} />}
    </MemberScreenGate>
  )
}

function ConsoleBoard({ access }: { access: MemberAccess }) {
  const [now] = useState(() => Date.now())
  const board = useBoard(access.userId, now)
  const permissions = boardPermissions(access, 'console')
  return (
    <>
      <PageHeader
        title={BOARD_TEXTS.title}
        description={BOARD_TEXTS.description}
        badges={!permissions.canEdit && <Badge variant="outline">View only</Badge>}
        actions={permissions.showFounderActions && <FounderActions schedulePath={SCHEDULE_PATH} />}
      />
      <ReadView read={board} loading={BOARD_TEXTS.loading} failure={BOARD_TEXTS.loadFailed}>
        {(view) => (
          <BoardContent
            view={view}
            canEdit={permissions.canEdit}
            oversight={permissions.showPortfolioOversight}
          />
        )}
      </ReadView>
    </>
  )
}

function BoardContent({
  view,
  canEdit,
  oversight,
}: {
  view: BoardView
  canEdit: boolean
  oversight: boolean
}) {
  return (
    <>
      <BoardFailedWrites upgradeText={canEdit ? null : BOARD_TEXTS.viewOnly} />
      {!canEdit && (
        <Alert variant="info" actions={<UpgradeButton plan="console" size="sm" />}>
          {BOARD_TEXTS.viewOnly}
        </Alert>
      )}
      <MetricsSection metrics={view.metrics} />
      {oversight && <PortfolioOversight canEdit={canEdit} view={view} />}
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
