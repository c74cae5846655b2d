import { useCallback, useSyncExternalStore } from 'react'
import { installOffer } from './install-offer.ts'
import { type InstallState, installState } from './install-rules.ts'

/** The card follows the browser's own events (heard after public/install-offer.js has kept the offer). */
const OFFER_EVENTS = ['beforeinstallprompt', 'appinstalled', 'jul-install-offer-taken'] as const

function subscribe(listener: () => void) {
  for (const name of OFFER_EVENTS) window.addEventListener(name, listener)
  return () => {
    for (const name of OFFER_EVENTS) window.removeEventListener(name, listener)
  }
}

function currentState(): InstallState {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  return installState({
    standalone,
    promptKept: installOffer().kept !== null,
    installedHere: installOffer().installedHere,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  })
}

/** What the device card offers, and the Install action (true when the member accepted). */
export function useInstallPrompt(): { state: InstallState; install: () => Promise<boolean> } {
  const state = useSyncExternalStore(subscribe, currentState, () => 'unavailable' as const)
  const install = useCallback(async () => {
    const offer = installOffer().kept
    if (!offer) return false
    // The browser allows one prompt per offer: a dismissed one waits for the next beforeinstallprompt.
    installOffer().kept = null
    window.dispatchEvent(new Event('jul-install-offer-taken'))
    await offer.prompt()
    const { outcome } = await offer.userChoice
    return outcome === 'accepted'
  }, [])
  return { state, install }
}
