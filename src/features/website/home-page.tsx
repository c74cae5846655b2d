import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { HOME, type HomeCard } from '../../content/pages/home.ts'
import { PUBLIC_PAGES } from '../../content/public-pages.ts'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx'
import { ArrowRight } from '../../ui/icons.ts'
import { Hero, Section } from '../../ui/layouts/website.tsx'
import { CallsToAction } from './calls-to-action.tsx'
import { RichTextView } from './rich-text.tsx'

function HomeCards({ items }: { items: readonly HomeCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} data-accent={item.accent} className="flex">
          <Card variant="accent" className="flex w-full flex-col">
            <CardHeader className="mb-0">
              <CardTitle>{item.title}</CardTitle>
              <CardDescription className="text-base">
                <RichTextView text={item.text} />
              </CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto pt-4">
              <Link
                to={item.link.to}
                className="inline-flex items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
              >
                {item.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** / : the offer, the three audiences, the funnel, proof, the product and calls to action. */
export default function HomePage({ services }: { services?: ReactNode }) {
  return (
    <main>
      <Hero
        eyebrow={HOME.eyebrow}
        title={PUBLIC_PAGES.home.title}
        lead={HOME.lead}
        actions={<CallsToAction ctas={HOME.ctas} />}
      />
      <Section id="offer" title={HOME.offer.heading} description={HOME.offer.intro}>
        <HomeCards items={HOME.offer.items} />
      </Section>
      <Section id="audiences" title={HOME.audiences.heading} description={HOME.audiences.intro} tone="muted">
        <HomeCards items={HOME.audiences.items} />
      </Section>
      <Section id="funnel" title={HOME.funnel.heading} description={HOME.funnel.intro} accent="advisory">
        <ol className="grid gap-6 md:grid-cols-3">
          {HOME.funnel.steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <p className="text-sm font-semibold text-audience-soft-foreground">Step {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-2xl font-semibold tracking-tight">{step.price}</p>
                <p className="mt-3 text-muted-foreground">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
        <div>
          <Button asChild variant="outline">
            <Link to="/pricing-guide">Every price in your currency</Link>
          </Button>
        </div>
      </Section>
      {services && (
        <Section id="services" title={HOME.services.heading} description={HOME.services.intro} tone="muted">
          {services}
        </Section>
      )}
      <Section id="proof" title={HOME.proof.heading} description={HOME.proof.intro}>
        <HomeCards items={HOME.proof.items} />
      </Section>
      <Section id="product" title={HOME.product.heading} description={HOME.product.intro} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {HOME.product.items.map((item) => (
            <li key={item.title} data-accent={item.accent} className="flex">
              <Card variant="accent" className="flex w-full flex-col">
                <CardTitle>{item.title}</CardTitle>
                <p className="mt-2 text-muted-foreground">
                  <RichTextView text={item.text} />
                </p>
                <CardFooter className="mt-auto pt-4">
                  <Link
                    to={item.link.to}
                    className="font-medium text-link underline-offset-4 hover:underline"
                  >
                    {item.link.label}
                  </Link>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="start" title={HOME.closing.heading} description={HOME.closing.text} tone="brand" centered>
        <div className="flex flex-wrap justify-center gap-3">
          <CallsToAction ctas={HOME.closing.ctas} onInk />
        </div>
      </Section>
    </main>
  )
}
