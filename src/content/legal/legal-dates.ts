/** When the legal and policy pages last changed; one date because they were reviewed together. */
export const LEGAL_UPDATED = '1 November 2026'
