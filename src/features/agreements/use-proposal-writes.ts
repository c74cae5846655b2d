import { useWrite } from '../../data/write.ts'
import type { NewProposalRow } from './proposal-rules.ts'
import { AGREEMENT_TEXTS } from './texts.ts'

/** The member's own new proposal, through the queue (works offline, reaches the console and the advisor). */
export function useProposalWrites() {
  const write = useWrite()
  return {
    create: (row: NewProposalRow) =>
      write(
        { failure: AGREEMENT_TEXTS.proposalCreateFailed, success: AGREEMENT_TEXTS.proposalCreated },
        (client) =>
          client.repository('console_proposals').insert({
            ...row,
            category: null,
            due_date: null,
            priority: 'medium',
            attachments: [],
          }),
      ),
  }
}
