// Addresses and messages of the worker for what the app receives or fetches, apart from protocol.ts
// (which the first page loads) because only the worker, Quick Add, push and the PDF export need them.

/** Worker → page: the browser replaced the push subscription; store this device's new one. */
export const PUSH_SUBSCRIPTION_CHANGED = 'JUL_PUSH_SUBSCRIPTION_CHANGED'

/**
 * The PDF export's font slices and their index (src/features/export/pdf-fonts.ts). The Latin, Greek and
 * Cyrillic ones are precached; the Chinese ones are cached as they are fetched.
 */
export const PDF_FONT_PREFIX = '/fonts/pdf/'

/**
 * The web manifest's share target (images, audio, text and links shared from another app): the
 * service worker takes the POST, keeps what was shared in its own IndexedDB store until the page takes
 * it, and opens Quick Add. Works offline, since nothing leaves the device. Changing a name strands
 * shares kept by the previous build.
 */
export const SHARE_TARGET = {
  path: '/app/share-target',
  /** The form fields of the manifest's share_target params. */
  fields: { title: 'title', text: 'text', url: 'url', files: 'media' },
  database: 'jul-share-target',
  store: 'shares',
  /** Where the worker sends the member once the share is kept. */
  opens: '/app/quickadd?shared=1',
} as const

/** One share as the worker keeps it (IndexedDB stores the files as they came). */
export interface KeptShare {
  receivedAt: number
  title: string
  text: string
  url: string
  files: File[]
}
