import { useSyncExternalStore } from 'react'
import { type AdminTierOverride, createAdminTierOverride, type MobileTier } from '../lib/tiers.ts'

let store: AdminTierOverride | undefined

/** The one override store of this page (000 §4.1: "setting it notifies all listeners"). */
function adminTierStore(): AdminTierOverride {
  store ??= createAdminTierOverride(window.localStorage)
  return store
}

/** The staff member's local tier override (null: the default, pro) and its setter. */
export function useAdminTierOverride(): [MobileTier | null, (tier: MobileTier | null) => void] {
  const overrides = adminTierStore()
  const tier = useSyncExternalStore(overrides.subscribe, overrides.get)
  return [tier, overrides.set]
}
