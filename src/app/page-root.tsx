import { type ReactNode, StrictMode } from 'react'
import { UpdatePrompt } from '../features/pwa/update-prompt.tsx'

/** What #root holds, for the page and for the build's prerender alike: hydration needs the same tree. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <UpdatePrompt />
    </StrictMode>
  )
}
