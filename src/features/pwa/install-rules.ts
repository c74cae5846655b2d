/** Install texts and the rule for what the device card offers (the spec is silent: ours). */
export const INSTALL_TEXTS = {
  title: 'Install the app',
  install: 'Install JUL',
  installed: 'JUL is installed on this device.',
  available: 'Open JUL from your home screen or dock, full screen and offline, with its own icon and badge.',
  iosHint: 'On iPhone or iPad: tap Share, then “Add to Home Screen”.',
  unavailable: 'Use your browser’s menu to install JUL, or open this page in Chrome, Edge or Safari.',
  dismissed: 'Not installed. You can install JUL from here at any time.',
} as const

export type InstallState = 'installed' | 'available' | 'ios-hint' | 'unavailable'

export interface InstallContext {
  /** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean
  /** The browser offered installation (`beforeinstallprompt` arrived and was kept). */
  promptKept: boolean
  /** `appinstalled` fired in this page. */
  installedHere: boolean
  userAgent: string
  maxTouchPoints: number
}

/** iOS and iPadOS (which reports itself as a Mac with touch): no install prompt, only Add to Home Screen. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

export function installState(context: InstallContext): InstallState {
  if (context.standalone || context.installedHere) return 'installed'
  if (context.promptKept) return 'available'
  if (isAppleMobile(context.userAgent, context.maxTouchPoints)) return 'ios-hint'
  return 'unavailable'
}
