import { useCallback, useSyncExternalStore } from 'react'
import { type InstallState, installState } from './install-rules.ts'

// The browser's offer to install the app (`beforeinstallprompt`, Chromium) kept until the member asks
// for it: the event comes once per page load, often before any screen that shows the button, so it is
// caught at start (main.tsx) and kept here.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let kept: BeforeInstallPromptEvent | null = null
let installedHere = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function listenForInstallPrompt(win: Window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the Install button instead of the browser's own mini bar.
    event.preventDefault()
    kept = event as BeforeInstallPromptEvent
    notify()
  })
  win.addEventListener('appinstalled', () => {
    kept = null
    installedHere = true
    notify()
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function currentState(): InstallState {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  return installState({
    standalone,
    promptKept: kept !== null,
    installedHere,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  })
}

/** What the device card offers, and the Install action (true when the member accepted). */
export function useInstallPrompt(): { state: InstallState; install: () => Promise<boolean> } {
  const state = useSyncExternalStore(subscribe, currentState, () => 'unavailable' as const)
  const install = useCallback(async () => {
    const offer = kept
    if (!offer) return false
    // The browser allows one prompt per offer: a dismissed one waits for the next beforeinstallprompt.
    kept = null
    await offer.prompt()
    const { outcome } = await offer.userChoice
    notify()
    return outcome === 'accepted'
  }, [])
  return { state, install }
}
