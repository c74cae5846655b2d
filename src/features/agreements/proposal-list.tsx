import { firstAttachmentUrl, proposalTone, statusLabel } from '../../lib/agreements.ts'
import { Badge } from '../../ui/badge.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { ExternalLink } from '../../ui/icons.ts'
import type { ProposalRow } from './use-agreements-data.ts'

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}

/** The member's proposals with their status colours (001 §4), each attachment opening in a new tab. */
export function ProposalList({
  proposals,
  label = 'Agreements',
}: {
  proposals: readonly ProposalRow[]
  label?: string
}) {
  return (
    <DataList label={label}>
      {proposals.map((proposal) => {
        const url = firstAttachmentUrl(proposal.attachments)
        return (
          <DataListItem
            key={proposal.id}
            data-testid="proposal"
            title={proposal.title}
            description={proposal.description}
            meta={
              <>
                {proposal.category && <span className="capitalize">{proposal.category}</span>}
                {proposal.due_date && <span>Due {formatDay(proposal.due_date)}</span>}
                <span className="capitalize">{proposal.priority} priority</span>
                {url && (
                  <a
                    className="inline-flex items-center gap-1 text-link"
                    href={url}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <ExternalLink aria-hidden="true" className="size-3" />
                    Document
                  </a>
                )}
              </>
            }
            trailing={<Badge variant={proposalTone(proposal.status)}>{statusLabel(proposal.status)}</Badge>}
          />
        )
      })}
    </DataList>
  )
}
