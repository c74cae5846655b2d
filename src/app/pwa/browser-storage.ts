/**
 * The browser side of the reset and of /vip: each function is safe to call where the API is missing
 * (private windows, old WebViews) and only ever touches what its name says.
 */

export async function clearAllCaches(): Promise<void> {
  if (!('caches' in globalThis)) return
  const names = await caches.keys()
  await Promise.all(names.map((name) => caches.delete(name)))
}

export async function unregisterAllServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.map((registration) => registration.unregister()))
}

/**
 * Resolves once the deletion is done or blocked by another tab: a blocked deletion still completes
 * when that tab lets go (Dexie closes on `versionchange`), and the next open waits behind it.
 */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onblocked = () => resolve()
    request.onerror = () => reject(request.error)
  })
}

/**
 * `fallbackNames` covers browsers without `indexedDB.databases()` (Firefox before 126); `keep` names
 * databases that must survive (what the reset keeps for after the reload).
 */
export async function deleteAllDatabases(
  fallbackNames: readonly string[],
  keep: readonly string[] = [],
): Promise<void> {
  if (!('indexedDB' in globalThis)) return
  const listed =
    typeof indexedDB.databases === 'function'
      ? (await indexedDB.databases()).flatMap((info) => (info.name ? [info.name] : []))
      : []
  const names = new Set([...listed, ...fallbackNames].filter((name) => !keep.includes(name)))
  await Promise.all([...names].map(deleteDatabase))
}

export function localStorageKeys(): string[] {
  const keys: string[] = []
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index)
    if (key !== null) keys.push(key)
  }
  return keys
}
