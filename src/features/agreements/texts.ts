/** Agreements and minutes texts (001 §2, §8; 002 §2.3), verbatim. */
export const AGREEMENT_TEXTS = {
  loadFailed: 'Failed to load proposals',
  exportSoon: 'Export feature coming soon',
  minutesFailed: 'Failed to fetch meeting minutes',
  noProposals: 'No agreements yet',
  noMinutes: 'No session deliverables yet',
  documentation: 'Session Documentation',
  loading: 'Loading agreements...',
  noneForFilter: 'No agreements match this filter',
} as const
