// What the device card offers to install (the spec is silent: ours).

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
