import type { KeyValueStorage } from './storage.ts'

// The server's rollout rule is in flag-rollout.ts: the website's entry reads the local switches only.

/** Local beta switches (spec 002 §2.1), set by hand in local storage to try a feature early. */
export const LOCAL_FLAGS = {
  capitalReadiness: 'capital_readiness_report',
} as const

export type LocalFlag = (typeof LOCAL_FLAGS)[keyof typeof LOCAL_FLAGS]

/** Each local flag is its own key, 'feature_flag_<name>' = 'true', so it can be flipped in dev tools. */
export const LOCAL_FLAG_KEY_PREFIX = 'feature_flag_'

export function localFlagKey(flag: LocalFlag): string {
  return `${LOCAL_FLAG_KEY_PREFIX}${flag}`
}

export function isLocalFlagEnabled(storage: KeyValueStorage, flag: LocalFlag): boolean {
  return storage.getItem(localFlagKey(flag)) === 'true'
}

export function setLocalFlag(storage: KeyValueStorage, flag: LocalFlag, enabled: boolean): void {
  if (enabled) storage.setItem(localFlagKey(flag), 'true')
  else storage.removeItem(localFlagKey(flag))
}
