import { useEffect, useState } from 'react'
import { cn } from '../../ui/cn.ts'
import { type SplashType, splashTiming } from './shell-rules.ts'
import { MOBILE_TEXTS } from './texts.ts'

/**
 * 002 §2.2: the splash stays about 1.7 s and fades 0.3 s for the console type (2.5 s + 0.5 s otherwise),
 * counted from `since` (the performance clock) when it was on screen before this component mounted.
 */
export function SplashScreen({
  onDone,
  type = 'console',
  since,
}: {
  onDone: () => void
  type?: SplashType
  since?: number | undefined
}) {
  const [fading, setFading] = useState(false)
  const { visibleMs, fadeMs } = splashTiming(type)
  useEffect(() => {
    const left = since === undefined ? visibleMs : Math.max(0, since + visibleMs - performance.now())
    const fade = window.setTimeout(() => setFading(true), left)
    const done = window.setTimeout(onDone, left + fadeMs)
    return () => {
      window.clearTimeout(fade)
      window.clearTimeout(done)
    }
  }, [onDone, since, visibleMs, fadeMs])
  return (
    <div
      className={cn(
        'fixed inset-0 z-(--z-modal) grid place-content-center gap-3 bg-brand-950 text-center text-white transition-opacity',
        fading && 'opacity-0',
      )}
      style={{ transitionDuration: `${fadeMs}ms` }}
      role="status"
      aria-label={MOBILE_TEXTS.starting}
    >
      <p className="flex items-center justify-center gap-2 text-5xl font-bold tracking-tight">
        <span aria-hidden="true" className="size-3 rounded-full bg-brass-300" />
        JUL
      </p>
      <p className="text-sm tracking-wide text-brand-200">{MOBILE_TEXTS.tagline}</p>
    </div>
  )
}
