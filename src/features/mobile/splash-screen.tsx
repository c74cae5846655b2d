import { useEffect, useState } from 'react'
import { cn } from '../../ui/cn.ts'
import { MOBILE_TEXTS, SPLASH_FADE_MS, SPLASH_VISIBLE_MS } from './mobile-texts.ts'

export function SplashScreen({ onDone }: { onDone: () => void }) {
  const [fading, setFading] = useState(false)
  useEffect(() => {
    const fade = window.setTimeout(() => setFading(true), SPLASH_VISIBLE_MS)
    const done = window.setTimeout(onDone, SPLASH_VISIBLE_MS + SPLASH_FADE_MS)
    return () => {
      window.clearTimeout(fade)
      window.clearTimeout(done)
    }
  }, [onDone])
  return (
    <div
      className={cn(
        'fixed inset-0 z-(--z-modal) grid place-content-center gap-3 bg-brand-950 text-center text-white transition-opacity duration-300',
        fading && 'opacity-0',
      )}
      role="status"
      aria-label="JUL is starting"
    >
      <p className="flex items-center justify-center gap-2 text-5xl font-bold tracking-tight">
        <span aria-hidden="true" className="size-3 rounded-full bg-brass-300" />
        JUL
      </p>
      <p className="text-sm tracking-wide text-brand-200">{MOBILE_TEXTS.tagline}</p>
    </div>
  )
}
