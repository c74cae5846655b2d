import { useEffect, useState } from 'react'
import { shellAt } from './shell-choice.ts'

let show: () => void = () => undefined
const shown = new Promise<void>((resolve) => {
  show = resolve
})

/** /app's first screen after the splash (002 §2.2) is up. Called more than once, it counts once. */
export function firstScreenShown(): void {
  show()
}

/**
 * Runs `run` once the page's first screen is up: in the mobile shell once the screen after the splash
 * has painted (002 §2.2; a frame callback runs just before a paint, a task queued from it just after, and
 * a hidden tab paints nothing), elsewhere at once. What that screen does not need (the service worker's
 * install and its precache, the toaster, the capture-context tracker, a visitor's backend) waits for it,
 * so a phone spends the splash on the one screen it is about to show.
 */
export function whenFirstScreenUp(win: Window, run: () => void): void {
  if (shellAt(win) !== 'mobile') {
    run()
    return
  }
  void shown.then(() => {
    if (win.document.visibilityState === 'hidden') run()
    else win.requestAnimationFrame(() => setTimeout(run, 0))
  })
}

/** False until the first screen is up (`whenFirstScreenUp`): parts rendered after it, never in front. */
export function useFirstScreenUp(): boolean {
  const [up, setUp] = useState(false)
  useEffect(() => {
    whenFirstScreenUp(window, () => setUp(true))
  }, [])
  return up
}
