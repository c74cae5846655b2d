import type { ReactNode } from 'react'
import { Card } from '../../ui/card.tsx'
import { Container } from '../../ui/layouts/website.tsx'

/** The sign-in pages' frame: one centred card with the page's h1, on the brand's quiet backdrop. */
export function AuthFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="relative isolate flex-1 before:absolute before:inset-x-0 before:top-0 before:-z-10 before:h-72 before:bg-[radial-gradient(40rem_16rem_at_50%_0%,color-mix(in_srgb,var(--accent)_18%,transparent),transparent)]">
      <Container width="prose" className="grid justify-items-center py-12 md:py-20">
        <Card className="grid w-full max-w-md gap-6" padding="lg">
          <div className="grid gap-2 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{lead}</p>
          </div>
          {children}
        </Card>
      </Container>
    </main>
  )
}
