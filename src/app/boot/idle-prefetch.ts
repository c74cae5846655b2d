import { loadToasts } from '../../ui/deferred-toast.ts'

/**
 * What a visitor of the public site is likely to need next, fetched once the browser is idle after the
 * first page: the content page frame and its copy (most header links), the header's dialogs and the
 * toasts that were left out of the first load. The service worker precaches them too, but only once it
 * has installed.
 */
const LIKELY_NEXT: readonly (() => Promise<unknown>)[] = [
  loadToasts,
  () => import('../../features/website/content-page.tsx'),
  () => import('../../content/page-content.ts'),
  () => import('../../features/currency/currency-dialog.tsx'),
  () => import('../../features/header/nav-drawer-sheet.tsx'),
]

/** Idle callback where there is one (Safari has none): a late timer then. */
function whenIdle(win: Window, run: () => void) {
  if ('requestIdleCallback' in win) win.requestIdleCallback(run, { timeout: 5_000 })
  else setTimeout(run, 2_000)
}

/** `run` once the page has loaded (its `load` event) and the browser is idle after it. */
export function afterFirstLoad(win: Window, run: () => void) {
  if (win.document.readyState === 'complete') whenIdle(win, run)
  else win.addEventListener('load', () => whenIdle(win, run), { once: true })
}

/**
 * One module per idle period: each import adds its preload links to the document, and all of them in one
 * callback made a task long enough to block a phone's input.
 */
export function prefetchWhenIdle(win: Window) {
  const next = (index: number) => {
    const load = LIKELY_NEXT[index]
    if (!load) return
    void load().catch(() => undefined)
    whenIdle(win, () => next(index + 1))
  }
  afterFirstLoad(win, () => next(0))
}
