import { type ReactNode, StrictMode, useEffect } from 'react'
import { APP_READY_ATTRIBUTE } from './prerender/document.ts'
import { UpdatePrompt } from './pwa/update-prompt.tsx'

function ReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
  }, [])
  return null
}

/** What #root holds, for the page and for the build's prerender alike: hydration needs the same tree. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <UpdatePrompt />
      <ReadyMark />
    </StrictMode>
  )
}
