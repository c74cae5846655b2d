import { useState } from 'react'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import {
  AGREEMENT_FILTERS,
  type AgreementFilter,
  filterAgreements,
  mobileAgreementStatus,
  statusLabel,
} from '../../lib/agreements.ts'
import { tierAllows } from '../../lib/tier-matrix.ts'
import { StatusBadge } from '../../ui/badge.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FileText } from '../../ui/icons.ts'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { KeyTermsDigest } from './key-terms.tsx'
import { NewProposalDialog } from './new-proposal-dialog.tsx'
import { AGREEMENT_TEXTS } from './texts.ts'
import { type ProposalRow, useAgreementsData } from './use-agreements-data.ts'

/**
 * The mobile Board → Agreements sub-tab (002 §2.3): the member's own proposals (not sample data) with
 * the all / draft / active / agreed filter.
 */
export function AgreementsScreen() {
  return (
    <MemberScreenGate loading={AGREEMENT_TEXTS.loading}>
      {(screen) => (
        <MemberAgreements
          userId={screen.access.userId}
          canCreate={tierAllows(screen.access.mobileTier, 'boardEdit')}
          canDigest={tierAllows(screen.access.mobileTier, 'digestKeyTerms')}
        />
      )}
    </MemberScreenGate>
  )
}

function MemberAgreements({
  userId,
  canCreate,
  canDigest,
}: {
  userId: string
  canCreate: boolean
  canDigest: boolean
}) {
  const { read, failure } = useAgreementsData(userId)
  return (
    <div className="grid gap-3">
      {canCreate && <NewProposalDialog />}
      <ReadView read={read} loading={AGREEMENT_TEXTS.loading} failure={failure}>
        {(data) => <FilteredAgreements proposals={data.proposals} canDigest={canDigest} />}
      </ReadView>
    </div>
  )
}

function FilteredAgreements({ proposals, canDigest }: { proposals: ProposalRow[]; canDigest: boolean }) {
  const [filter, setFilter] = useState<AgreementFilter>('all')
  const shown = filterAgreements(proposals, filter)

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
          title={proposals.length === 0 ? AGREEMENT_TEXTS.noProposals : AGREEMENT_TEXTS.noneForFilter}
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
                  (proposal.due_date || canDigest) && (
                    <>
                      {proposal.due_date && (
                        <span>Due {new Date(proposal.due_date).toLocaleDateString('en-GB')}</span>
                      )}
                      {canDigest && <KeyTermsDigest proposal={proposal} />}
                    </>
                  )
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
