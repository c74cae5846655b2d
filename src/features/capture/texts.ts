/** Spec 001 §8, 002 §2.6, §8 (Capture) and §6, verbatim; the few texts of our own are marked. */
export const CAPTURE_TEXTS = {
  itemAssigned: 'Item assigned to board card',
  itemArchived: 'Item archived',
  addedToSessionNotes: 'Added to session notes',
  photoCaptured: 'Photo captured!',
  savedToInbox: 'Saved to Capture Inbox',
  attachedTo: (card: string) => `Attached to: ${card}`,
  addedTo: (session: string) => `Added to: ${session}`,
  /** Ours: the spec names no success text for the Media Library destination. */
  savedToMedia: 'Saved to Media Library',
  loadInboxFailed: 'Failed to load inbox items',
  loadRecentFailed: 'Failed to load recent captures',
  saveToInboxFailed: 'Failed to save to inbox',
  assignFailed: 'Failed to assign item',
  archiveFailed: 'Failed to archive item',
  saveSessionNoteFailed: 'Failed to save session note',
  uploadPhotoFailed: 'Failed to upload photo',
  microphoneFailed: 'Could not access microphone',
  cameraFailed: 'Could not access camera',
  cameraUnsupported: 'Camera not supported on this device',
  saveFailed: 'Failed to save capture',
  inboxTitle: 'Capture Inbox',
  inboxEmpty: 'Inbox is Empty',
  assignToBoard: 'Assign to Board',
  archive: 'Archive',
  pickerTitle: 'Assign Capture to Board Card',
  upgradeToPremium: 'Upgrade to Premium',
  voiceNoteMarker: '[Voice note]',
  /** Ours: the file is larger than storage takes (the bucket's limit, checked when it is captured). */
  fileTooLarge: (size: string, limit: string) =>
    `This file is too large to upload (${size}; the limit is ${limit}). Save your note without it, or record a shorter memo.`,
  /** Ours: a kind of file storage does not take. */
  fileTypeRefused: 'This kind of file cannot be attached. Choose a JPEG, PNG, WebP or HEIC photo.',
  /** Ours: the browser could not decode the chosen image. */
  photoUnreadable: 'This photo could not be read on this device. Choose a JPEG, PNG or WebP photo.',
} as const

/** Labels of the capture box (ours; the spec shows the controls, not their words). */
export const CAPTURE_LABELS = {
  note: 'Note',
  notePlaceholder: 'What happened?',
  record: 'Record',
  stop: 'Stop',
  recording: 'Recording',
  takePhoto: 'Take Photo',
  choosePhoto: 'Choose Photo',
  removeMedia: 'Remove',
  save: 'Save',
  destination: 'Save to',
  capture: 'Capture',
  cancel: 'Cancel',
  searchCards: 'Search cards',
  noCards: 'No board cards match',
  recentCaptures: 'Recent Captures',
  noRecentCaptures: 'No captures yet',
  uploads: 'Uploads',
  preparingPhoto: 'Preparing photo…',
} as const

/** Ours: a voice memo whose tab died while recording, offered back on the capture screen. */
export const RECOVERY_TEXTS = {
  title: 'A voice memo was cut off',
  body: (at: string, length: string) =>
    `Your recording from ${at} stopped before it was saved. ${length} of it was kept on this device.`,
  keep: 'Keep memo',
  discard: 'Discard',
} as const

/** Ours: where a capture's file stands (its receipt). */
export const CAPTURE_RECEIPTS = {
  onDevice: 'On this device',
  uploading: (percent: number) => `Uploading ${percent} %`,
  onServer: 'On the server',
  paused: 'Upload paused',
  refused: 'Refused by storage',
  retry: 'Retry',
  save: 'Save to device',
  share: 'Share',
} as const

export const GATE_TEXTS = {
  mobileLocked: 'Quick Add is part of Premium and Pro.',
  desktopLocked: 'Quick Add is available with JUL Console Pro.',
  upgradeToPro: 'Upgrade to Pro',
} as const

/** What Quick Add says of files shared into it from another app (ours). */
export const SHARE_TEXTS = {
  notAdded: 'Some of what you shared was not added',
  notAddedList: 'Files not added',
  refused: (name: string, reasons: readonly string[]) => `${name}: ${reasons.join(', ')}`,
  onlyOne: (count: number) =>
    `Quick Add keeps one photo or voice clip: ${count} more ${count === 1 ? 'file was' : 'files were'} not added.`,
  unreadable: (name: string) => `${name}: the file could not be read`,
} as const
