import { Link, useLocation } from 'react-router-dom'
import { readLandingContext, shouldShowBackToLanding } from '../../lib/landing-context.ts'
import { Button } from '../../ui/button.tsx'
import { ArrowLeft } from '../../ui/icons.ts'

/** Spec 000 §2.4/§4.4: shown while a landing context is stored and we are not on that landing page. */
export function BackToLanding() {
  const { pathname } = useLocation()
  const context = readLandingContext(window.sessionStorage, () => Date.now())
  if (!context || !shouldShowBackToLanding(context, pathname)) return null
  return (
    <Button asChild variant="secondary" size="sm" className="order-last">
      <Link to={context.path}>
        <ArrowLeft aria-hidden="true" />
        Back to Landing Page
      </Link>
    </Button>
  )
}
