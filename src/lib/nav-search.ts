/** Header navigation of spec 000 §2.4: nav items, quick-search destinations, logo target. */

export interface Destination {
  name: string
  path: string
}

/** Quick navigation search destinations, in the spec's order. */
export const NAV_DESTINATIONS: readonly Destination[] = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
  { name: 'Advisory', path: '/advisory' },
  { name: 'Pricing', path: '/pricing-guide' },
  { name: 'Ventures', path: '/ventures' },
  { name: 'Founders', path: '/founders' },
  { name: 'Investors', path: '/investors' },
  { name: 'Ecosystem', path: '/partnerships' },
  { name: 'Contact', path: '/contact' },
  { name: 'Dashboard', path: '/dashboard' },
  { name: 'VIP', path: '/vip' },
]

/** Header navigation items (also the mobile drawer; VIP ACCESS is added there for staff only). */
export const NAV_ITEMS: readonly Destination[] = [
  { name: 'HOME', path: '/' },
  { name: 'ABOUT', path: '/about' },
  { name: 'ADVISORY', path: '/advisory' },
  { name: 'PRICING', path: '/pricing-guide' },
  { name: 'VENTURES', path: '/ventures' },
  { name: 'FOUNDERS', path: '/founders' },
  { name: 'INVESTORS', path: '/investors' },
  { name: 'ECOSYSTEM', path: '/partnerships' },
  { name: 'CONTACT', path: '/contact' },
]

export const VIP_NAV_ITEM: Destination = { name: 'VIP ACCESS', path: '/vip' }

/** Case-insensitive substring match on the name; a blank query lists every destination. */
export function searchDestinations(query: string): Destination[] {
  const needle = query.trim().toLowerCase()
  return NAV_DESTINATIONS.filter((destination) => destination.name.toLowerCase().includes(needle))
}

/**
 * Arrow-key selection that wraps at both ends. With nothing selected (-1), down picks the first
 * and up the last; with no results there is nothing to select (-1).
 */
export function moveSelection(index: number, delta: number, count: number): number {
  if (count <= 0) return -1
  if (index < 0) return delta >= 0 ? 0 : count - 1
  return (((index + delta) % count) + count) % count
}

/** The logo goes to /vip on the VIP page, to /dashboard when signed in, otherwise home. */
export function logoTarget(pathname: string, signedIn: boolean): string {
  if (pathname === '/vip' || pathname.startsWith('/vip/')) return '/vip'
  return signedIn ? '/dashboard' : '/'
}
