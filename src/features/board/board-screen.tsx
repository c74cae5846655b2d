import { type ComponentType, useState } from 'react'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import type { MemberAccess } from '../../lib/access.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { FounderActions } from './board-actions.tsx'
import { boardPermissions } from './board-rules.ts'
import { CheckInsSection, DecisionsSection, MetricsSection, MilestonesSection } from './board-sections.tsx'
import { BoardFailedWrites } from './card-edit-form.tsx'
import { NewCardDialog } from './new-card-dialog.tsx'
import { BOARD_TEXTS } from './texts.ts'
import { useBoard } from './use-board.ts'

/** Where a founder books a session on the phone: Home's Sessions sub-tab. */
const SCHEDULE_PATH = '/app/home?view=sessions'

interface BoardScreenProps {
  /** The Agreements sub-tab, composed by src/app (the console engineer's AgreementsScreen). */
  agreements: ComponentType
}

/**
 * The mobile Home → Board sub-tab (002 §2.3): All (metrics, check-ins, decisions, milestones) read from the
 * member's own rows where the spec shows hard-coded samples, and Agreements from the slot.
 */
export function BoardScreen({ agreements: Agreements }: BoardScreenProps) {
  return (
    <Tabs variant="pills" defaultValue="all">
      <TabsList aria-label="Board">
        <TabsTrigger value="all">{BOARD_TEXTS.mobileAll}</TabsTrigger>
        <TabsTrigger value="agreements">{BOARD_TEXTS.mobileAgreements}</TabsTrigger>
      </TabsList>
      <TabsContent value="all">
        <BoardOverview />
      </TabsContent>
      <TabsContent value="agreements">
        <Agreements />
      </TabsContent>
    </Tabs>
  )
}

export function BoardOverview() {
  return (
    <MemberScreenGate loading={BOARD_TEXTS.loading}>
      {(screen) => <AllSections access={screen.access} />}
    </MemberScreenGate>
  )
}

function AllSections({ access }: { access: MemberAccess }) {
  const [now] = useState(() => Date.now())
  const board = useBoard(access.userId, now)
  const permissions = boardPermissions(access, 'mobile')
  return (
    <ReadView read={board} loading={BOARD_TEXTS.loading} failure={BOARD_TEXTS.loadFailed}>
      {(view) => (
        <div className="grid gap-4">
          <BoardFailedWrites upgradeText={permissions.canEdit ? null : BOARD_TEXTS.mobileViewOnly} />
          <MetricsSection metrics={view.metrics} />
          {permissions.canEdit && <NewCardDialog />}
          {permissions.showFounderActions && <FounderActions schedulePath={SCHEDULE_PATH} />}
          <CheckInsSection checkIns={view.checkIns} />
          <DecisionsSection decisions={view.decisions} origin="mobile" />
          <MilestonesSection milestones={view.milestones} />
        </div>
      )}
    </ReadView>
  )
}
