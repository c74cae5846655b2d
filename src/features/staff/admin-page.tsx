import { Link } from 'react-router-dom'
import { proposalPath } from '../../lib/proposals.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { FileText, Plus } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { adminBack, StaffFrame } from './staff-frame.tsx'
import { STAFF_PAGES } from './texts.ts'
import { useProposalList } from './use-proposal.ts'
import { ToolGrid } from './vip-page.tsx'

/** /admin (001 §2): staff administration; Back goes to /vip when signed in, else to /. */
export function AdminPage({ signedIn, isStaff }: { signedIn: boolean; isStaff: boolean }) {
  return (
    <StaffFrame
      title={STAFF_PAGES.admin.title}
      lead={STAFF_PAGES.admin.purpose}
      back={adminBack(signedIn)}
      isStaff={isStaff}
    >
      <ToolGrid ids={['gridUpload', 'yelRoomAdmin']} />
      <ProposalList />
    </StaffFrame>
  )
}

function ProposalList() {
  const { state, retry } = useProposalList()
  return (
    <Card as="section" aria-labelledby="proposals-title">
      <CardHeader>
        <CardTitle as="h2" id="proposals-title">
          Proposals
        </CardTitle>
        <Button asChild size="sm">
          <Link to={STAFF_PAGES.proposals.path}>
            <Plus aria-hidden="true" />
            {STAFF_PAGES.proposals.title}
          </Link>
        </Button>
      </CardHeader>
      {state.status === 'loading' ? (
        <LoadingState label="Loading proposals..." />
      ) : state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={retry} />
      ) : state.value.length === 0 ? (
        <EmptyState icon={<FileText />} title="No proposals yet" headingLevel={3} />
      ) : (
        <DataList label="Proposals">
          {state.value.map((proposal) => (
            <DataListItem
              key={proposal.id}
              title={
                <Link
                  to={`/admin/proposals/${proposal.id}`}
                  className="after:absolute after:inset-0 hover:underline"
                >
                  {proposal.title}
                </Link>
              }
              description={proposal.client_company ?? proposal.client_name}
              meta={<span>{proposalPath(proposal.slug)}</span>}
              trailing={
                <Badge variant={proposal.is_published ? 'success' : 'neutral'}>
                  {proposal.is_published ? 'Published' : 'Draft'}
                </Badge>
              }
            />
          ))}
        </DataList>
      )}
    </Card>
  )
}
