import { type AppVersion, isFlagEnabled } from '../lib/flag-rollout.ts'
import { useAuth } from './auth.ts'
import { useMirrorRead } from './use-mirror-read.ts'

function asFeatureMap(value: unknown): AppVersion['features'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const map: Record<string, boolean> = {}
  for (const [key, enabled] of Object.entries(value)) if (typeof enabled === 'boolean') map[key] = enabled
  return map
}

export type FeatureFlagStatus = 'loading' | 'on' | 'off'

/**
 * Spec 000 §4.1 feature flags, read from the local mirrors of feature_flags and app_versions (the
 * sync worker pulls them, so a failed fetch only means the last known flags apply). Unknown flag: off.
 * `loading` until this device's first pull has brought the flags, so a beta screen never says "not
 * open to you" to a member it is open to; a read that fails is logged and counts as off.
 */
export function useFeatureFlagStatus(flagKey: string): FeatureFlagStatus {
  const { user } = useAuth()
  const userId = user?.id ?? null
  const read = useMirrorRead(
    async (db) => {
      const flag = await db.mirror('feature_flags').where('flag_key').equals(flagKey).first()
      if (!flag) return false
      const versions = await db.mirror('app_versions').toArray()
      const active = versions.find((version) => version.is_active)
      const activeVersion = active ? { features: asFeatureMap(active.features) } : null
      return isFlagEnabled(flag, userId, activeVersion)
    },
    [flagKey, userId],
    { what: 'feature flags', isEmpty: (enabled) => !enabled },
  )
  if (read.status === 'loading') return 'loading'
  return read.status === 'ready' && read.data ? 'on' : 'off'
}

/** Whether a 000 §4.1 flag is on for the signed-in member (off while unknown). */
export function useFeatureFlag(flagKey: string): boolean {
  return useFeatureFlagStatus(flagKey) === 'on'
}
