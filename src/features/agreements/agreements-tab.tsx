import { useState } from 'react'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import type { MemberAccess } from '../../lib/access.ts'
import { digestCounts } from '../../lib/agreements.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Download, FileText } from '../../ui/icons.ts'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import { toast } from '../../ui/toaster.tsx'
import { ProposalList } from './proposal-list.tsx'
import { SessionDeliverables } from './session-deliverables.tsx'
import { AGREEMENT_TEXTS } from './texts.ts'
import { type AgreementsRows, useAgreementsData } from './use-agreements-data.ts'

type View = 'list' | 'digest'

/** The Agreements tab (001 §2, §4, §6): proposals for everyone (read-only), Pro digest and export, deliverables. */
export default function AgreementsTab() {
  return (
    <MemberScreenGate loading={AGREEMENT_TEXTS.loading}>
      {(screen) => <Agreements member={screen.access} />}
    </MemberScreenGate>
  )
}

function Agreements({ member }: { member: MemberAccess }) {
  const { read, failure } = useAgreementsData(member.userId)
  const pro = member.canEditDesktop
  return (
    <>
      <PageHeader
        title="Agreements"
        description="Proposals and agreements with your advisor, and what each session delivered."
        actions={
          pro ? (
            <Button variant="outline" onClick={() => toast.info(AGREEMENT_TEXTS.exportSoon)}>
              <Download aria-hidden="true" />
              Export
            </Button>
          ) : undefined
        }
      />
      <ReadView read={read} loading={AGREEMENT_TEXTS.loading} failure={failure}>
        {(data) => <AgreementsContent data={data} pro={pro} />}
      </ReadView>
    </>
  )
}

function AgreementsContent({ data, pro }: { data: AgreementsRows; pro: boolean }) {
  const [view, setView] = useState<View>('list')
  const counts = digestCounts(data.proposals)

  return (
    <>
      {pro && (
        <SegmentedControl<View>
          label="Agreements view"
          segments={[
            { value: 'list', label: 'List' },
            { value: 'digest', label: 'Digest' },
          ]}
          value={view}
          onChange={setView}
        />
      )}
      {pro && view === 'digest' && (
        <ContentGrid columns={3} aria-label="Digest">
          <StatTile label="Completed" value={counts.completed} />
          <StatTile label="In Progress" value={counts.inProgress} />
          <StatTile label="Draft" value={counts.draft} />
        </ContentGrid>
      )}
      {data.proposals.length === 0 ? (
        <EmptyState icon={<FileText />} title={AGREEMENT_TEXTS.noProposals} />
      ) : (
        <ProposalList proposals={data.proposals} />
      )}
      <SessionDeliverables minutes={data.minutes} />
    </>
  )
}
