import { GRID_COLUMNS } from './grid-csv.ts'

/** Staff pages (000 §2.3, 001 §2): texts, and where each page lives. */
export const STAFF_TEXTS = {
  staffOnly: 'This page is for staff only.',
  vipStaffOnly: 'The VIP area is for staff only.',
  backToVip: 'Back to VIP',
  back: 'Back',
  copied: 'Content copied to clipboard',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
  loadingProfile: 'Loading your profile...',
} as const

export const STAFF_PAGES = {
  vip: { path: '/vip', title: 'VIP Access', purpose: 'Staff tools and brand pages.' },
  admin: { path: '/admin', title: 'Admin', purpose: 'Proposals, board uploads and the advisor’s rooms.' },
  brand: { path: '/brand', title: 'Brand', purpose: 'Logo, colours and voice.' },
  emailSignature: {
    path: '/email-signature',
    title: 'Email Signature',
    purpose: 'Your branded email signature, generated from your profile.',
  },
  digitalBusinessCard: {
    path: '/digital-business-card',
    title: 'Digital Business Card',
    purpose: 'Your contact card with a QR code, generated from your profile.',
  },
  mobileDesign: {
    path: '/mobile-design',
    title: 'Mobile Design',
    purpose: 'The mobile companion’s design rules at a glance.',
  },
  gridUpload: {
    path: '/admin/jul-grid-upload',
    title: 'JUL Grid Upload',
    purpose: 'Load board items from a CSV into a member’s JUL Board.',
  },
  proposals: {
    path: '/admin/proposals/new',
    title: 'New Proposal',
    purpose: 'Write a proposal and publish it.',
  },
  yelRoomAdmin: {
    path: '/dashboard?tab=yelroom',
    title: 'YEL Room admin',
    purpose: 'Post to the rooms as the advisor.',
  },
} as const

export type StaffPageId = keyof typeof STAFF_PAGES

export const GRID_TEXTS = {
  member: 'Member',
  chooseMember: 'Choose the member whose board receives the cards',
  find: 'Find a member',
  findHint: 'By name, company or e-mail',
  finding: 'Finding members...',
  findFailed: 'Members could not be loaded.',
  retry: 'Retry',
  more: 'More members',
  onBoard: (name: string) => `On ${name}’s board`,
  loadingCards: 'Loading cards...',
  emptyBoard: 'No cards yet. Cards arrive here once this member works with you.',
  boardFailed: 'Cards could not be loaded.',
  file: 'Grid file (CSV)',
  fileHint: `Columns: ${GRID_COLUMNS.join(', ')} — only title is required. Fields separated by commas, semicolons or tabs; labels by semicolons or pipes.`,
  importing: 'Add to board',
  added: (count: number, name: string) =>
    `${count} ${count === 1 ? 'card' : 'cards'} added to ${name}’s board`,
  failed: 'Failed to add the cards',
  memberRequired: 'Choose a member first',
} as const

export const PROPOSAL_TEXTS = {
  loadFailed: 'Failed to load proposals',
  offline: 'Proposals are edited online: reconnect and retry.',
  saved: 'Proposal saved',
  published: 'Proposal published',
  unpublished: 'Proposal unpublished',
  saveFailed: 'Failed to save proposal',
  notFound: 'Proposal not found',
} as const
