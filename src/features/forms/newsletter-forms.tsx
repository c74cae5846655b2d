import { useEffect, useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import PublicForm from './public-form.tsx'

/** The address a YELmail link carries (?email=…), so a reader does not type it again. */
function useEmailFromLink(): { email?: string } {
  const [params] = useSearchParams()
  const email = params.get('email')?.trim()
  return email ? { email } : {}
}

/** /yelmail/preferences and /yelmail-preferences: what to receive and how often. */
export function NewsletterPreferencesForm() {
  return <PublicForm form="newsletterPreferences" initialValues={useEmailFromLink()} />
}

/** The unsubscribe part of the same page; /yelmail/unsubscribe opens the page on it. */
export function NewsletterUnsubscribeForm() {
  const { pathname } = useLocation()
  const here = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (pathname === '/yelmail/unsubscribe') here.current?.scrollIntoView({ block: 'start' })
  }, [pathname])
  return (
    <div ref={here} className="scroll-mt-24">
      <PublicForm form="newsletterUnsubscribe" initialValues={useEmailFromLink()} />
    </div>
  )
}
