import { clearAllCaches, unregisterAllServiceWorkers } from './browser-storage.ts'

export function isVipPath(pathname: string): boolean {
  return pathname === '/vip' || pathname === '/vip/'
}

/**
 * 000 §4.6: on /vip service workers and caches are always cleared. The queue and the local database
 * are deliberately left alone: staff use /vip to get a fresh app, not to lose offline work.
 * No reload follows: offline, a reload of an unregistered app would show the browser's error page.
 */
export async function cleanUpForVip(): Promise<void> {
  await Promise.all([unregisterAllServiceWorkers(), clearAllCaches()])
}
