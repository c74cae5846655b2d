import { cn } from '../../ui/cn.ts'
import { useLiveUsers } from './use-live-users.ts'

/** Spec 000 §2.4/§9: live visitors, pulsing three times when the count rises by 20 % or more. */
export function LiveUsersIndicator({ fetchCount }: { fetchCount: () => Promise<number> }) {
  const { count, pulsing } = useLiveUsers(fetchCount)
  return (
    <output
      aria-live="polite"
      data-pulsing={pulsing || undefined}
      className="inline-flex items-center gap-1.5 rounded-full px-1.5 py-1 text-xs font-medium whitespace-nowrap text-muted-foreground tabular-nums"
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full bg-founders',
          pulsing &&
            'animate-live-pulse motion-reduce:outline-2 motion-reduce:outline-offset-1 motion-reduce:outline-founders',
        )}
      />
      {count} live
    </output>
  )
}
