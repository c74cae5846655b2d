import { useCallback, useSyncExternalStore } from 'react'

/**
 * The auto-lock's state (001 §2 security: auto-lock after 15 minutes). Kept in local storage with the
 * member's id, so a reload or another tab does not skip the lock screen. Do not change the key without
 * a migration.
 */
export const CONSOLE_LOCK_KEY = 'jul-console-lock'
const CHANGED = 'jul-console-lock-changed'

function read(): string | null {
  try {
    return window.localStorage.getItem(CONSOLE_LOCK_KEY)
  } catch {
    return null
  }
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSOLE_LOCK_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGED, listener)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGED, listener)
  }
}

function write(value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(CONSOLE_LOCK_KEY)
    else window.localStorage.setItem(CONSOLE_LOCK_KEY, value)
  } catch {
    // A blocked storage still locks this page view through the event below.
  }
  window.dispatchEvent(new Event(CHANGED))
}

/** Whether the console is locked for `userId`, and how to lock and unlock it. */
export function useConsoleLock(userId: string | null) {
  const lockedFor = useSyncExternalStore(subscribe, read)
  return {
    locked: userId !== null && lockedFor === userId,
    lock: useCallback(() => {
      if (userId) write(userId)
    }, [userId]),
    unlock: useCallback(() => write(null), []),
  }
}
