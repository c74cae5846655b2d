import { MOBILE_SHELL_PREFIX } from '../../../sw/protocol.ts'

/**
 * Spec 000 §2.1: the mobile shell on a native device or with ?mobile=1 / ?mobile=true, the website
 * otherwise; the separate brand domain redirects to /juliverse.
 */
export type Shell = 'mobile' | 'website'

export interface ShellInput {
  search: string
  pathname: string
  hostname: string
  isNative: boolean
  /** VITE_BRAND_HOST; empty means no brand domain is configured. */
  brandHost: string
}

export const BRAND_PAGE = '/juliverse'

export function hasMobileFlag(search: string): boolean {
  const value = new URLSearchParams(search).get('mobile')
  return value === '1' || value === 'true'
}

export function chooseShell({
  search,
  pathname,
  isNative,
}: Pick<ShellInput, 'search' | 'pathname' | 'isNative'>): Shell {
  if (isNative || hasMobileFlag(search)) return 'mobile'
  return inMobileShell(pathname) ? 'mobile' : 'website'
}

/** An address of the mobile shell: /app and everything under it. */
function inMobileShell(pathname: string): boolean {
  return pathname === MOBILE_SHELL_PREFIX || pathname.startsWith(`${MOBILE_SHELL_PREFIX}/`)
}

export function brandRedirect({ hostname, pathname, brandHost }: ShellInput): string | null {
  if (!brandHost || hostname.toLowerCase() !== brandHost.toLowerCase()) return null
  return pathname === BRAND_PAGE ? null : BRAND_PAGE
}

interface CapacitorGlobal {
  Capacitor?: { isNativePlatform?: () => boolean }
}

/** A native wrapper (Capacitor) announces itself on window; a browser never does. */
export function isNativePlatform(win: Window): boolean {
  return Boolean((win as Window & CapacitorGlobal).Capacitor?.isNativePlatform?.())
}

/** The shell the window's address opens in: main.tsx fetches that shell's first screen before mounting. */
export function shellAt(win: Window): Shell {
  return chooseShell({
    search: win.location.search,
    pathname: win.location.pathname,
    isNative: isNativePlatform(win),
  })
}

/** Inside the mobile shell already, or signing in manually from its prompt (a native app has no flag). */
function staysOnWebsite(pathname: string): boolean {
  return inMobileShell(pathname) || pathname === '/auth' || pathname === '/magic-auth'
}

export const MOBILE_HOME = '/app/home'

/**
 * Where the app sends this address before showing anything (the brand domain, or the mobile flag or a
 * native device off /app), or null. main.tsx asks too: a page that redirects never hydrates the build's HTML.
 */
export function firstRedirect(input: ShellInput): string | null {
  const brandTarget = brandRedirect(input)
  if (brandTarget) return brandTarget
  return chooseShell(input) === 'mobile' && !staysOnWebsite(input.pathname) ? MOBILE_HOME : null
}

/** The `ShellInput` of the window's address. */
export function shellInputAt(win: Window, brandHost: string): ShellInput {
  return {
    search: win.location.search,
    pathname: win.location.pathname,
    hostname: win.location.hostname,
    isNative: isNativePlatform(win),
    brandHost,
  }
}
