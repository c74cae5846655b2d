import { type AppVersion, isFlagEnabled } from '../lib/feature-flags.ts'
import { useAuth } from './auth.ts'
import { useMirrorRead } from './use-mirror-read.ts'

function asFeatureMap(value: unknown): AppVersion['features'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const map: Record<string, boolean> = {}
  for (const [key, enabled] of Object.entries(value)) if (typeof enabled === 'boolean') map[key] = enabled
  return map
}

/**
 * Spec 000 §4.1 feature flags, read from the local mirrors of feature_flags and app_versions (the
 * sync worker pulls them, so a failed fetch only means the last known flags apply). Unknown flag: off.
 */
export function useFeatureFlag(flagKey: string): boolean {
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
    { what: 'feature flags', isEmpty: () => false },
  )
  return read.status === 'ready' && read.data
}
