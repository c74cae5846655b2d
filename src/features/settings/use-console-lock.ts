import { useCallback } from 'react'
import { storedValue, useStoredValue } from '../../ui/stored-value.ts'

/**
 * The auto-lock's state (001 §2 security: auto-lock after 15 minutes). Kept in local storage with the
 * member's id, so a reload or another tab does not skip the lock screen; a blocked storage still locks
 * this page view. Do not change the key without a migration.
 */
export const CONSOLE_LOCK_KEY = 'jul-console-lock'

const lockedFor = storedValue<string | null>(CONSOLE_LOCK_KEY, { parse: (raw) => raw, serialize: (id) => id })

/** Whether the console is locked for `userId`, and how to lock and unlock it. */
export function useConsoleLock(userId: string | null) {
  const [lockedUser, set] = useStoredValue(lockedFor)
  return {
    locked: userId !== null && lockedUser === userId,
    lock: useCallback(() => {
      if (userId) set(userId)
    }, [userId, set]),
    unlock: useCallback(() => set(null), [set]),
  }
}
