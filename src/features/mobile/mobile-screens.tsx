import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { ArrowLeft } from '../../ui/icons.ts'
import { MOBILE_TEXTS } from './texts.ts'

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  )
}

/** Spec 002 §2.1: any other path under /app. */
export function MobileNotFound() {
  return (
    <section className="grid gap-3">
      <h1 className="text-xl font-semibold tracking-tight">{MOBILE_TEXTS.notFound}</h1>
      <BackLink to="/app/home">Back to Home</BackLink>
    </section>
  )
}
