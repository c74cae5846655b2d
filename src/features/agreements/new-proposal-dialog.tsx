import { NewItemDialog } from '../../ui/new-item-dialog.tsx'
import { newProposalRow } from './proposal-rules.ts'
import { AGREEMENT_TEXTS } from './texts.ts'
import { useProposalWrites } from './use-proposal-writes.ts'

/** 002 §6 "create proposals" (premium and pro): a draft proposal of the member's own. */
export function NewProposalDialog() {
  const { create } = useProposalWrites()
  return (
    <NewItemDialog
      action={AGREEMENT_TEXTS.newProposal}
      lead="It starts as a draft your advisor picks up."
      check={newProposalRow}
      save={create}
      triggerClassName="w-fit"
    />
  )
}
