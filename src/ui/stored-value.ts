import { useCallback, useSyncExternalStore } from 'react'
import type { KeyValueStorage } from '../lib/storage.ts'

/**
 * A device setting kept in local storage and shared by every tab: readers in this tab hear a `set` at
 * once, other tabs through the `storage` event. Storage that refuses (private mode, full, blocked)
 * never throws: a value it would not keep holds for this page view until the stored text changes.
 */
export interface StoredValue<T> {
  readonly key: string
  /** The parsed stored text; the same object while the text is unchanged (useSyncExternalStore needs it). */
  get(): T
  /** Stores the value and tells every reader; false when the device would not keep it. */
  set(value: T): boolean
  subscribe(listener: () => void): () => void
}

export interface StoredValueFormat<T> {
  /** The value of a stored text, or of none (null): the default, and never a throw on bad text. */
  parse(raw: string | null): T
  /** The text to store; null removes the key (the default needs no entry). Default: JSON. */
  serialize?(value: T): string | null
}

function localStorageOrNull(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function storedValue<T>(
  key: string,
  { parse, serialize = (value) => JSON.stringify(value) }: StoredValueFormat<T>,
  storage: () => KeyValueStorage | null = localStorageOrNull,
): StoredValue<T> {
  const listeners = new Set<() => void>()
  let cached: { raw: string | null; value: T } | null = null
  let unsaved: { over: string | null; value: T } | null = null

  const storedText = (): string | null => {
    try {
      return storage()?.getItem(key) ?? null
    } catch {
      return null
    }
  }

  const get = (): T => {
    const raw = storedText()
    if (unsaved && unsaved.over === raw) return unsaved.value
    unsaved = null
    if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) }
    return cached.value
  }

  const set = (value: T): boolean => {
    let kept = false
    try {
      const store = storage()
      const text = serialize(value)
      if (store) {
        if (text === null) store.removeItem(key)
        else store.setItem(key, text)
        kept = true
      }
    } catch {
      kept = false
    }
    unsaved = kept ? null : { over: storedText(), value }
    for (const listener of listeners) listener()
    return kept
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  return { key, get, set, subscribe }
}

/**
 * A stored value as React state: `[value, set]`, live across screens and tabs. `prerendered` is the
 * value a build-time render used, so a prerendered page's first render equals the build's.
 */
export function useStoredValue<T>(store: StoredValue<T>, prerendered?: T): [T, (value: T) => boolean] {
  const value = useSyncExternalStore(
    store.subscribe,
    store.get,
    prerendered === undefined ? store.get : () => prerendered,
  )
  const set = useCallback((next: T) => store.set(next), [store])
  return [value, set]
}
