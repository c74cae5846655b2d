import { useEffect, useState } from 'react'
import { cn } from '../../ui/cn.ts'
import { MOBILE_TEXTS } from './mobile-texts.ts'
import { type SplashType, splashTiming } from './shell-rules.ts'

/** 002 §2.2: the splash stays about 1.7 s and fades 0.3 s for the console type (2.5 s + 0.5 s otherwise). */
export function SplashScreen({ onDone, type = 'console' }: { onDone: () => void; type?: SplashType }) {
  const [fading, setFading] = useState(false)
  const { visibleMs, fadeMs } = splashTiming(type)
  useEffect(() => {
    const fade = window.setTimeout(() => setFading(true), visibleMs)
    const done = window.setTimeout(onDone, visibleMs + fadeMs)
    return () => {
      window.clearTimeout(fade)
      window.clearTimeout(done)
    }
  }, [onDone, visibleMs, fadeMs])
  return (
    <div
      role="status"
      aria-label={MOBILE_TEXTS.starting}
      style={{ transitionDuration: `${fadeMs}ms` }}
      className={cn(
        'fixed inset-0 z-(--z-modal) grid place-content-center gap-2 bg-primary text-center text-primary-foreground transition-opacity',
        fading && 'opacity-0',
      )}
    >
      <p className="text-5xl font-extrabold tracking-tight">JUL</p>
      <p className="text-sm opacity-90">{MOBILE_TEXTS.tagline}</p>
    </div>
  )
}
