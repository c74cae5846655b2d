import { Link } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { ArrowRight } from '../../ui/icons.ts'
import { ContentGrid } from '../../ui/layouts/console.tsx'
import { Hero, Section } from '../../ui/layouts/website.tsx'

const AUDIENCES = [
  {
    accent: 'advisory',
    title: 'Advisory clients',
    to: '/advisory',
    text: 'Fractional leadership and strategy sessions.',
  },
  {
    accent: 'founders',
    title: 'Founders',
    to: '/founders',
    text: 'Investor readiness, from the deck to the close.',
  },
  {
    accent: 'investors',
    title: 'Investors',
    to: '/investors',
    text: 'Portfolio oversight and board support.',
  },
] as const

export default function HomePage() {
  return (
    <main>
      <Hero
        eyebrow="Strategic advisory · Ventures"
        title="JUL"
        lead="Fractional leadership, investor readiness and strategic advisory for founders and investors, worldwide."
        actions={
          <nav aria-label="Get started" className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/advisory">
                Advisory services <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/dashboard">Members' console</Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to="/app">Mobile companion</Link>
            </Button>
          </nav>
        }
      />
      <Section id="audiences" title="Who we work with" tone="muted">
        <ContentGrid columns={3}>
          {AUDIENCES.map((audience) => (
            <div key={audience.to} data-accent={audience.accent}>
              <Card variant="accent" className="relative h-full">
                <CardHeader className="mb-0">
                  <CardTitle>
                    <Link to={audience.to} className="after:absolute after:inset-0">
                      {audience.title}
                    </Link>
                  </CardTitle>
                  <CardDescription>{audience.text}</CardDescription>
                </CardHeader>
              </Card>
            </div>
          ))}
        </ContentGrid>
      </Section>
    </main>
  )
}
