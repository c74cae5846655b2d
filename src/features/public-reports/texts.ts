export const REPORT_TEXTS = {
  loadingProposal: 'Loading proposal...',
  loadingReport: 'Loading report...',
  proposalNotFound: 'Proposal not found',
  proposalNotFoundText:
    'There is no published proposal at this address. The link may be mistyped, or the proposal may have been withdrawn. Ask the person who sent it for a new link.',
  reportNotFound: 'Report not found',
  reportNotFoundText:
    'There is no published report at this address. Reports are shared by the company they describe; ask it for the current link.',
  couldNotLoad: 'This page could not be loaded',
  retry: 'Try again',
  readiness: 'Readiness score',
  outOf: 'out of 100',
  otherReports: 'Other reports from this company',
  validUntil: 'Valid until',
  preparedFor: 'Prepared for',
  pricing: 'Investment',
  published: 'Published',
  acceptNote:
    'To accept this proposal, reply to the email it came with or write to hello@jul.example. Questions are welcome before you decide.',
} as const
