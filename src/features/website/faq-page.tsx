import { Link } from 'react-router-dom'
import { FAQ, FAQ_LEAD } from '../../content/pages/faq.ts'
import { PUBLIC_PAGES } from '../../content/public-pages.ts'
import { Button } from '../../ui/button.tsx'
import { ChevronDown } from '../../ui/icons.ts'
import { Container, PageIntro, Prose } from '../../ui/layouts/website.tsx'
import { BlocksView } from './content-blocks.tsx'

/** /faq: questions grouped by topic; each answer opens in place (native details, keyboard included). */
export default function FaqPage() {
  return (
    <main>
      <Container width="prose" className="pb-16">
        <PageIntro title={PUBLIC_PAGES.faq.title} lead={FAQ_LEAD} />
        <div className="grid gap-10">
          {FAQ.map((group) => (
            <section key={group.heading} aria-labelledby={`faq-${group.heading}`} className="grid gap-3">
              <h2 id={`faq-${group.heading}`} className="text-2xl font-semibold tracking-tight">
                {group.heading}
              </h2>
              {group.questions.map((item) => (
                <details key={item.question} className="group rounded-lg border border-border bg-surface">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-4 font-medium focus-visible:outline-2 focus-visible:outline-ring">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <Prose className="px-4 pb-4">
                    <BlocksView blocks={item.answer} />
                  </Prose>
                </details>
              ))}
            </section>
          ))}
          <div className="rounded-xl border border-border bg-muted p-6">
            <h2 className="text-lg font-semibold">Still have a question?</h2>
            <p className="mt-1 text-muted-foreground">Write to us; we reply within two working days.</p>
            <Button asChild className="mt-4">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
      </Container>
    </main>
  )
}
