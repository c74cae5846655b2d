import { useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import {
  AGREEMENT_FILTERS,
  type AgreementFilter,
  filterAgreements,
  mobileAgreementStatus,
  statusLabel,
} from '../../lib/agreements.ts'
import { StatusBadge } from '../../ui/badge.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { FileText } from '../../ui/icons.ts'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { AGREEMENT_MESSAGES } from './messages.ts'
import { useAgreementsData } from './use-agreements-data.ts'

/**
 * The mobile Board → Agreements sub-tab (002 §2.3): the member's own proposals (not sample data) with
 * the all / draft / active / agreed filter.
 */
export function MobileAgreements() {
  const { user } = useAuth()
  const hasSynced = useHasSynced()
  const { data, failed, retry } = useAgreementsData(user?.id ?? null)
  const [filter, setFilter] = useState<AgreementFilter>('all')

  if (failed) return <ErrorState title={failed} onRetry={retry} />
  if (!data || (data.proposals.length === 0 && !hasSynced))
    return <LoadingState label={AGREEMENT_MESSAGES.loading} />
  const shown = filterAgreements(data.proposals, filter)

  return (
    <section className="grid gap-3" aria-label="Agreements">
      <SegmentedControl<AgreementFilter>
        label="Filter agreements"
        segments={AGREEMENT_FILTERS.map((value) => ({ value, label: statusLabel(value) }))}
        value={filter}
        onChange={setFilter}
        className="w-full justify-between"
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={<FileText />}
          title={
            data.proposals.length === 0 ? AGREEMENT_MESSAGES.noProposals : AGREEMENT_MESSAGES.noneForFilter
          }
        />
      ) : (
        <DataList label="Agreements">
          {shown.map((proposal) => {
            const status = mobileAgreementStatus(proposal.status)
            return (
              <DataListItem
                key={proposal.id}
                data-testid="agreement"
                title={proposal.title}
                description={proposal.description}
                meta={
                  proposal.due_date
                    ? `Due ${new Date(proposal.due_date).toLocaleDateString('en-GB')}`
                    : undefined
                }
                trailing={<StatusBadge status={status}>{statusLabel(status)}</StatusBadge>}
              />
            )
          })}
        </DataList>
      )}
    </section>
  )
}
