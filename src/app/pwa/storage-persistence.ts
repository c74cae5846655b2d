import { DEVICE_DATA_KEY, EVICTED_KEY } from './eviction-check.ts'

// Durable storage for a member's device (unsent writes live in IndexedDB, and browsers may evict a
// site's storage under pressure, Safari after 7 days unused): ask for persistence once a member signs
// in, report usage, and notice when the browser refused or the data was cleared after all.

/** The browser's answer to the persistence request, so it is asked once per device. */
export const PERSISTENCE_KEY = 'jul-storage-persistence'
/** Dispatched on window once the browser has answered, so what Settings shows follows at once. */
export const PERSISTENCE_ANSWERED = 'jul-storage-persistence-answered'

export type PersistenceAnswer = 'granted' | 'refused' | 'unsupported'

type StorageLike = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>

function manager(): StorageLike | null {
  return typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function'
    ? navigator.storage
    : null
}

/** Asks the browser to keep this site's storage; remembered so the member is not asked on every start. */
export async function requestPersistentStorage(storage = manager()): Promise<PersistenceAnswer> {
  if (!storage) return 'unsupported'
  const answer: PersistenceAnswer =
    (await storage.persisted()) || (await storage.persist()) ? 'granted' : 'refused'
  localStorage.setItem(PERSISTENCE_KEY, answer)
  window.dispatchEvent(new Event(PERSISTENCE_ANSWERED))
  return answer
}

export function storedPersistenceAnswer(): PersistenceAnswer | null {
  const value = localStorage.getItem(PERSISTENCE_KEY)
  return value === 'granted' || value === 'refused' || value === 'unsupported' ? value : null
}

export interface StorageReport {
  persisted: boolean | null
  usage: number | null
  quota: number | null
}

export async function storageReport(storage = manager()): Promise<StorageReport> {
  if (!storage) return { persisted: null, usage: null, quota: null }
  const [persisted, estimate] = await Promise.all([
    storage.persisted().catch(() => null),
    storage.estimate().catch(() => null),
  ])
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null }
}

/** Marks that this device holds a member's synced data (written once their first pull is complete). */
export function noteDeviceData(): void {
  localStorage.setItem(DEVICE_DATA_KEY, '1')
}

export function evictedAt(): string | null {
  return localStorage.getItem(EVICTED_KEY)
}

export function dismissEvictionNotice(): void {
  localStorage.removeItem(EVICTED_KEY)
}

/** Bytes in the units people read (kB, MB, GB; 1,000 based as browsers and systems show storage). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'] as const
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
