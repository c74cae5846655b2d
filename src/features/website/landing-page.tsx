import { useEffect } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { storeLandingContext } from '../../lib/landing-context.ts'
import { Button } from '../../ui/button.tsx'
import { Hero } from '../../ui/layouts/website.tsx'

/** Spec 000 §4.4: visiting /landing/{slug} remembers the slug for 30 minutes (session storage). */
export default function LandingPage() {
  const { slug = '' } = useParams()
  const { pathname } = useLocation()

  useEffect(() => {
    storeLandingContext(window.sessionStorage, { slug, path: pathname }, () => Date.now())
  }, [slug, pathname])

  return (
    <main>
      <Hero
        eyebrow="Welcome"
        title="Welcome"
        lead={`A page made for you (${slug}). Explore our advisory services, then come back here any time.`}
        actions={
          <Button asChild size="lg">
            <Link to="/advisory">Explore advisory</Link>
          </Button>
        }
      />
    </main>
  )
}
