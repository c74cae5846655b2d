import { RefreshCw } from 'lucide-react'
import { type ReactNode, type TouchEvent, useRef, useState } from 'react'
import { cn } from './cn.ts'

/** How far (px) the content must be pulled before letting go refreshes. */
export const PULL_THRESHOLD_PX = 72
const MAX_PULL_PX = 110

export const PULL_TEXTS = {
  pull: 'Pull to refresh',
  release: 'Release to refresh',
  refreshing: 'Refreshing…',
  button: 'Refresh',
} as const

type Phase = 'idle' | 'pulling' | 'armed' | 'refreshing'

/** The pull distance shown for a finger distance: it follows at half speed and stops at a maximum. */
export function pullDistance(fingerDelta: number): number {
  return Math.max(0, Math.min(MAX_PULL_PX, fingerDelta / 2))
}

interface PullToRefreshProps {
  /** Pull the latest data (the sync client's pull); the indicator spins until it settles. */
  onRefresh: () => Promise<unknown>
  children: ReactNode
  className?: string
}

/**
 * Pull down from the top of the page to refresh (touch). Keyboards and screen readers get a real Refresh
 * button, shown when focused, and the state is announced.
 */
export function PullToRefresh({ onRefresh, children, className }: PullToRefreshProps) {
  const start = useRef<number | null>(null)
  const [distance, setDistance] = useState(0)
  const [phase, setPhase] = useState<Phase>('idle')

  const refresh = async () => {
    setPhase('refreshing')
    setDistance(PULL_THRESHOLD_PX / 1.5)
    try {
      await onRefresh()
    } finally {
      setPhase('idle')
      setDistance(0)
    }
  }

  const onTouchStart = (event: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0) return
    start.current = event.touches[0]?.clientY ?? null
  }
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return
    const next = pullDistance((event.touches[0]?.clientY ?? start.current) - start.current)
    setDistance(next)
    setPhase(next === 0 ? 'idle' : next >= PULL_THRESHOLD_PX / 2 ? 'armed' : 'pulling')
  }
  const onTouchEnd = () => {
    if (start.current === null) return
    start.current = null
    if (phase === 'armed') void refresh()
    else {
      setPhase('idle')
      setDistance(0)
    }
  }

  const text =
    phase === 'refreshing' ? PULL_TEXTS.refreshing : phase === 'armed' ? PULL_TEXTS.release : PULL_TEXTS.pull
  return (
    <div
      className={cn('relative', className)}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      <div
        className="pointer-events-none flex items-end justify-center overflow-hidden text-xs text-muted-foreground"
        style={{ height: distance }}
      >
        <span className="flex items-center gap-2 pb-2" aria-hidden="true">
          <RefreshCw
            className={cn('size-4', phase === 'refreshing' && 'animate-spin')}
            style={phase === 'refreshing' ? undefined : { transform: `rotate(${distance * 3}deg)` }}
          />
          {phase !== 'idle' && text}
        </span>
      </div>
      <p role="status" className="sr-only">
        {phase === 'refreshing' ? PULL_TEXTS.refreshing : ''}
      </p>
      <button
        type="button"
        onClick={() => void refresh()}
        disabled={phase === 'refreshing'}
        className="sr-only focus-visible:not-sr-only focus-visible:mx-auto focus-visible:mb-2 focus-visible:block focus-visible:rounded-md focus-visible:bg-muted focus-visible:px-3 focus-visible:py-1.5 focus-visible:text-sm"
      >
        {PULL_TEXTS.button}
      </button>
      {children}
    </div>
  )
}
