import { useLiveUsers } from './use-live-users.ts'

export function LiveUsersIndicator({ fetchCount }: { fetchCount: () => Promise<number> }) {
  const { count, pulsing } = useLiveUsers(fetchCount)
  return (
    <output className={pulsing ? 'live-users live-users-pulse' : 'live-users'} aria-live="polite">
      <span className="live-dot" aria-hidden="true" />
      {count} live
    </output>
  )
}
