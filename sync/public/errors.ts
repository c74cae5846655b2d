/** Shown when IndexedDB refuses a write for lack of space; the transaction left nothing behind. */
export const STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so the change was not saved. Free up some space and try again.'

export const NOT_SIGNED_IN_MESSAGE = 'Sign in to save changes.'

export class StorageFullError extends Error {
  override readonly name = 'StorageFullError'
  constructor(cause: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause })
  }
}

export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError'
  constructor() {
    super(NOT_SIGNED_IN_MESSAGE)
  }
}

/** Dexie wraps the DOMException; either level may carry the quota name. */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || isNamed(e); e = (e as { inner?: unknown }).inner) {
    const name = (e as { name?: unknown }).name
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true
    if ((e as { inner?: unknown }).inner === undefined) break
  }
  return false
}

const isNamed = (e: unknown): boolean => typeof e === 'object' && e !== null && 'name' in e
