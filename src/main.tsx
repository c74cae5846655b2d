import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { defaultServices } from './app/backend/default-services.ts'
import { whenFirstScreenUp } from './app/boot/first-screen.ts'
import { prefetchWhenIdle } from './app/boot/idle-prefetch.ts'
import { firstRedirect, shellAt, shellInputAt } from './app/boot/shell-choice.ts'
import { PageRoot } from './app/page-root.tsx'
import { HYDRATION_MISMATCH, servesPath } from './app/prerender/document.ts'
import { listenForChunkErrors, reloadOnceForChunkError, reloadWhenOnline } from './app/pwa/chunk-reload.ts'
import { mountOnce } from './app/pwa/mount-once.ts'
import { startServiceWorker } from './app/pwa/service-worker-registration.ts'
import { CURRENT_BUILD_ID, prepareStart, START_OUTCOME } from './app/pwa/start-up.ts'
import { isVipPath } from './app/pwa/vip-cleanup.ts'
import { preloadRoute } from './app/routes/routes.tsx'
import { configureZodWithoutEval } from './lib/zod-without-eval.ts'
import { initTheme } from './ui/use-theme.ts'
import './ui/styles/global.css'

configureZodWithoutEval()

/**
 * How long the app waits for the first page's code before mounting without it: on a slow network the
 * frame and its 'Loading...' show after this, as for any lazy page.
 */
const FIRST_PAGE_WAIT_MS = 1_000

/** A lazy route whose chunk is gone after a deploy reaches React as an error: reload onto the new build. */
function onRenderError(error: unknown) {
  reloadOnceForChunkError(error, CURRENT_BUILD_ID, sessionStorage, reloadWhenOnline(window))
}

async function main() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html lost its #root element')
  listenForChunkErrors(CURRENT_BUILD_ID)
  initTheme()
  // Fetched alongside the start-up checks, so the first page renders at once instead of its fallback.
  const firstPage = preloadRoute(window).catch(() => undefined)
  // The build-stamp check runs before React mounts: a reset must not race a running sync engine.
  const outcome = await prepareStart({
    database: async () =>
      (await import('../sync/public/reset.ts')).resetDatabase(
        navigator.locks ? { locks: navigator.locks } : {},
      ),
  }).catch((error: unknown) => {
    // A start-up check that throws must not keep the app from opening.
    console.warn('Start-up checks failed; starting the app anyway', error)
    return START_OUTCOME.mount
  })
  if (outcome === START_OUTCOME.reloading) return
  await Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))])
  mountOnce(root, () => {
    const page = (
      <PageRoot>
        <App />
      </PageRoot>
    )
    const errors = {
      onCaughtError: onRenderError,
      onUncaughtError: (error: unknown) => {
        onRenderError(error)
        console.error(error)
      },
    }
    const hydrates =
      servesPath(root.dataset.prerendered, window.location.pathname) &&
      firstRedirect(shellInputAt(window, import.meta.env.VITE_BRAND_HOST ?? '')) === null
    if (!hydrates) {
      createRoot(root, errors).render(page)
      return
    }
    // The build's HTML is already on screen: hydrating it as a transition lets React yield to the
    // browser between components instead of one long task (Total Blocking Time).
    startTransition(() => {
      hydrateRoot(root, page, {
        ...errors,
        onRecoverableError: (error) => console.warn(HYDRATION_MISMATCH, error),
      })
    })
  })
  // /vip has just unregistered the worker (000 §4.6); registering again would undo it.
  if (!isVipPath(window.location.pathname)) {
    whenFirstScreenUp(window, () => {
      void startServiceWorker().catch((error: unknown) =>
        console.warn('Service worker registration failed', error),
      )
    })
    // The same sync client the app renders with (started once per tab by defaultServices); the
    // Background Sync wiring loads with it, off the first page's budget.
    void defaultServices().syncReady?.then(async (sync) => {
      if (sync) (await import('./app/pwa/background-sync.ts')).connectBackgroundSync(sync)
    })
  }
  // The website's likely next pages and dialogs: a phone in the mobile shell opens none of them.
  if (shellAt(window) === 'website') prefetchWhenIdle(window)
}

void main()
