import { useEffect } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { storeLandingContext } from '../../lib/landing-context.ts'

/** Spec 000 §4.4: visiting /landing/{slug} remembers the slug for 30 minutes (session storage). */
export default function LandingPage() {
  const { slug = '' } = useParams()
  const { pathname } = useLocation()

  useEffect(() => {
    storeLandingContext(window.sessionStorage, { slug, path: pathname }, () => Date.now())
  }, [slug, pathname])

  return (
    <main className="page">
      <h1>Welcome</h1>
      <p>A page made for you ({slug}). Explore our advisory services, then come back here any time.</p>
      <Link to="/advisory">Explore advisory</Link>
    </main>
  )
}
