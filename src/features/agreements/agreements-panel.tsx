import { useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { digestCounts } from '../../lib/agreements.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Download, FileText } from '../../ui/icons.ts'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import { toast } from '../../ui/toaster.tsx'
import { AGREEMENT_MESSAGES } from './messages.ts'
import { ProposalList } from './proposal-list.tsx'
import { SessionDeliverables } from './session-deliverables.tsx'
import { useAgreementsData } from './use-agreements-data.ts'

type View = 'list' | 'digest'

/** The Agreements tab (001 §2, §4, §6): proposals for everyone (read-only), Pro digest and export, deliverables. */
export default function AgreementsPanel() {
  const { user } = useAuth()
  const access = useMemberAccess()
  const hasSynced = useHasSynced()
  const { data, failed, retry } = useAgreementsData(user?.id ?? null)
  const [view, setView] = useState<View>('list')
  const pro = access.status === 'ready' && access.access.canEditDesktop

  const header = (
    <PageHeader
      title="Agreements"
      description="Proposals and agreements with your advisor, and what each session delivered."
      actions={
        pro ? (
          <Button variant="outline" onClick={() => toast.info(AGREEMENT_MESSAGES.exportSoon)}>
            <Download aria-hidden="true" />
            Export
          </Button>
        ) : undefined
      }
    />
  )
  if (failed)
    return (
      <>
        {header}
        <ErrorState title={failed} onRetry={retry} />
      </>
    )
  if (access.status !== 'ready' || !data || (data.proposals.length === 0 && !hasSynced)) {
    return (
      <>
        {header}
        <LoadingState label={AGREEMENT_MESSAGES.loading} />
      </>
    )
  }
  const counts = digestCounts(data.proposals)

  return (
    <>
      {header}
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
        <EmptyState icon={<FileText />} title={AGREEMENT_MESSAGES.noProposals} />
      ) : (
        <ProposalList proposals={data.proposals} />
      )}
      <SessionDeliverables minutes={data.minutes} />
    </>
  )
}
