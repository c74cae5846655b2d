import { createStore, type UseStore } from 'idb-keyval'

/**
 * Where files and public forms wait outside the sync database: across a build-stamp reset (which
 * never deletes it), and for a form sent on a page whose sync engine could not load (a first visit
 * offline). The sync client moves both into its database when it starts. Do not rename.
 */
export const KEPT_DATABASE = 'jul-kept'
export const KEPT_STORE = 'carry'
export const KEPT_KEYS = { attachments: 'attachments', outbox: 'outbox' } as const

export const keptStore = (): UseStore => createStore(KEPT_DATABASE, KEPT_STORE)

export function mergeById<T extends { id: string }>(previous: unknown, next: readonly T[]): T[] {
  const byId = new Map<string, T>()
  for (const item of Array.isArray(previous) ? (previous as T[]) : []) byId.set(item.id, item)
  for (const item of next) byId.set(item.id, item)
  return [...byId.values()]
}
