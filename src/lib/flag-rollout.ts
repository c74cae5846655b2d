/** The server's feature flags of spec 000 §4.1 and 001 §5: who a flag's rollout includes. */
export interface FeatureFlag {
  flag_key: string
  is_enabled: boolean
  /** Null on the server means no staged rollout: everyone once the flag is enabled. */
  rollout_percentage: number | null
}

export interface AppVersion {
  version_number?: string
  features: Readonly<Record<string, boolean>> | null
  is_active?: boolean
}

/** The user's rollout bucket, 0–99: the first hex segment of the user id, modulo 100. Null if unreadable. */
export function rolloutBucket(userId: string): number | null {
  const segment = userId.split('-')[0] ?? ''
  if (!/^[0-9a-f]+$/i.test(segment)) return null
  return Number.parseInt(segment, 16) % 100
}

/**
 * An active version whose feature map enables the flag wins; otherwise the flag must be enabled
 * and the user's bucket below rollout_percentage.
 */
export function isFlagEnabled(
  flag: FeatureFlag,
  userId: string | null,
  activeVersion: AppVersion | null = null,
): boolean {
  if (activeVersion?.features?.[flag.flag_key] === true) return true
  if (!flag.is_enabled) return false
  const rollout = flag.rollout_percentage ?? 100
  if (rollout >= 100) return true
  const bucket = userId === null ? null : rolloutBucket(userId)
  return bucket !== null && bucket < rollout
}
