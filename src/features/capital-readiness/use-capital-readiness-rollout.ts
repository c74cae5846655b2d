import { useFeatureFlagStatus } from '../../data/use-feature-flag.ts'
import { LOCAL_FLAGS } from '../../lib/feature-flags.ts'

/**
 * The server's side of the beta (000 §4.1): the feature_flags row of the same key as the local switch,
 * with its rollout. The routes themselves exist only while the local switch is on (002 §2.1).
 */
export const useCapitalReadinessRollout = () => useFeatureFlagStatus(LOCAL_FLAGS.capitalReadiness)
