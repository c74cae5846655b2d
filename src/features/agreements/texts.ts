/** Agreements and minutes texts (001 §2, §8; 002 §2.3), verbatim. */
export const AGREEMENT_TEXTS = {
  loadFailed: 'Failed to load proposals',
  keyTerms: 'Digest key terms',
  noKeyTerms: 'No amounts, dates or durations in this proposal.',
  exportSoon: 'Export feature coming soon',
  minutesFailed: 'Failed to fetch meeting minutes',
  minutesUpdated: 'Meeting minutes updated successfully',
  minutesUpdateFailed: 'Failed to update meeting minutes',
  noProposals: 'No agreements yet',
  noMinutes: 'No session deliverables yet',
  documentation: 'Session Documentation',
  loading: 'Loading agreements...',
  noneForFilter: 'No agreements match this filter',
  /** Ours: the spec names the capability (002 §6), not its button or messages. */
  newProposal: 'New Proposal',
  proposalCreated: 'Proposal created',
  proposalCreateFailed: 'Failed to create proposal',
} as const
