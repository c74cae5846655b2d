import { Link, useLocation } from 'react-router-dom'
import { readLandingContext, shouldShowBackToLanding } from '../../lib/landing-context.ts'

/** Spec 000 §2.4/§4.4: shown while a landing context is stored and we are not on that landing page. */
export function BackToLanding() {
  const { pathname } = useLocation()
  const context = readLandingContext(window.sessionStorage, () => Date.now())
  if (!context || !shouldShowBackToLanding(context, pathname)) return null
  return (
    <Link to={context.path} className="button-secondary back-to-landing">
      Back to Landing Page
    </Link>
  )
}
