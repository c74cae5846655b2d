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
  return pathname === '/app' || pathname.startsWith('/app/') ? 'mobile' : 'website'
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
