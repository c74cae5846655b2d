/** YEL Room texts (001 §2, §8; 002 §2.9), verbatim where the spec has them. */
export const ROOM_TEXTS = {
  title: 'YEL Room',
  description: 'Message rooms with your advisor and peers.',
  live: 'Live YEL Room',
  syncView: 'Mobile Sync View',
  syncViewNote: 'View-only on desktop',
  manualRefresh: 'Manual refresh mode',
  realtimeFailed: 'Realtime connection failed',
  refresh: 'Refresh',
  locked: 'Upgrade to send messages in this room',
  noAccess: 'This room is for Pro members.',
  receiveOnly: 'Receive-only: upgrade to Pro for two-way messaging.',
  empty: 'No messages yet.',
  loading: 'Loading messages...',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  messageLabel: 'Message',
  placeholder: 'Write a message… (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  unread: 'advisor messages in the last 24 hours',
  threads: 'Threads',
  selectThread: 'Select a thread to read it.',
  explainerTitle: 'Welcome to the YEL Room',
  explainerBody:
    'Three rooms: Julius with your advisor, your peers, and the cross-group room for Pro members. New messages arrive live; what you write offline is sent when you are back online.',
  explainerDismiss: 'Got it',
} as const

export const ADMIN_TEXTS = {
  title: 'Advisor admin',
  description: 'Post to a room as the advisor: to everyone in it, or to up to 10 members.',
  room: 'Room',
  mode: 'Audience',
  broadcast: 'Broadcast',
  targeted: 'Targeted',
  search: 'Find members by name or company',
  selected: 'Selected members',
  noMatches: 'No members match.',
  searching: 'Finding members...',
  searchFailed: 'Members could not be loaded.',
  retry: 'Retry',
  more: 'More members',
  message: 'Advisor message',
  post: 'Post as advisor',
  posted: 'Advisor message posted',
} as const

/** 002 §9 local storage key of the first-time explainer. Do not change: devices remember it. */
export const EXPLAINER_SEEN_KEY = 'yel-chirp-explainer-seen'
