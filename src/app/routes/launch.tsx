import { Navigate } from 'react-router-dom'
import { MOBILE_HOME } from '../boot/shell-choice.ts'

/**
 * The installed app's start_url (the web manifest): it opens in the member's own shell, not on the
 * marketing site: the mobile shell on a handheld, the console elsewhere (each asks a signed-out member
 * to sign in first). A route of the members' part, so the website's first load does not carry it.
 */
export const LAUNCH_PATH = '/launch'
export const CONSOLE_HOME = '/dashboard'

/** A phone-sized screen (000 §9's 768 px breakpoint) or a touch-first tablet. */
export const HANDHELD_QUERY = '(max-width: 767px), (pointer: coarse) and (max-width: 1366px)'

export function launchTarget(handheld: boolean): string {
  return handheld ? MOBILE_HOME : CONSOLE_HOME
}

export function LaunchRedirect() {
  return <Navigate to={launchTarget(window.matchMedia(HANDHELD_QUERY).matches)} replace />
}
