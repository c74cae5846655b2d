/**
 * Messages between the page and the service worker. Pure constants so both the worker (no DOM) and the
 * app (DOM) compile them; changing a value breaks pages still running the previous build, so bump with care.
 */
export const SW_MESSAGE = {
  /** Page → worker: the user accepted "A new version is available"; activate now. */
  skipWaiting: 'SKIP_WAITING',
  /** Worker → page: a Background Sync fired; drain the queue and reply on the given port. */
  drainQueue: 'JUL_DRAIN_QUEUE',
} as const

/** The Background Sync tag registered while the queue holds entries. */
export const SYNC_TAG = 'jul-pending-sync'

/** The page's answer to `drainQueue`: `drained` false makes the browser retry the sync later. */
export interface DrainReply {
  readonly drained: boolean
}

/**
 * Path prefixes of the Supabase APIs. The worker never answers them: auth, data and functions must
 * reach the network (or fail) so the sync engine sees the real outcome, never a cached one.
 * `/local/v1` is the local server's payment pages (test checkout, portal): server-rendered, so a
 * navigation there must reach the server, not the app shell.
 */
export const API_PREFIXES = [
  '/rest/v1',
  '/auth/v1',
  '/storage/v1',
  '/functions/v1',
  '/realtime/v1',
  '/local/v1',
] as const

/**
 * The document every navigation gets except `/` (index.html, the home page the build prerenders) and the
 * mobile shell's addresses: the empty app shell (index.html as it was before the prerender). The worker,
 * the local server and a static host's fallback all serve it.
 */
export const SHELL_PATH = '/shell.html'

/** Every address of the mobile shell (002 §2.2); the only part of the app another page may frame. */
export const MOBILE_SHELL_PREFIX = '/app'

/** The document every mobile-shell address gets: the shell with its splash prerendered by the build. */
export const MOBILE_SHELL_PATH = '/mobile-shell.html'

/** Files the build writes for crawlers: opening one shows the file, never the app shell. */
export const SERVER_FILES = ['/sitemap.xml', '/robots.txt'] as const

/**
 * The one part of storage the worker does cache: public images (logos, brand art), read-only. Members'
 * captures are private: their signed URLs are API requests, never cached here.
 */
export const PUBLIC_STORAGE_PREFIX = '/storage/v1/object/public/'
