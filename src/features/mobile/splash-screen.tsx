import { useEffect, useState } from 'react'
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
    <div className={fading ? 'splash splash-fading' : 'splash'} role="status" aria-label="JUL is starting">
      <p className="splash-logo">JUL</p>
      <p className="splash-tagline">{MOBILE_TEXTS.tagline}</p>
    </div>
  )
}
