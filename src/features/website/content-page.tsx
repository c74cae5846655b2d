import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import type { ContentPageId } from '../../content/page-content.ts'
import { PUBLIC_PAGES } from '../../content/public-pages.ts'
import type { Section as ContentSection, PageContent } from '../../content/types.ts'
import { Container, Hero, PageIntro, Prose, Section } from '../../ui/layouts/website.tsx'
import { CallsToAction } from './calls-to-action.tsx'
import { BlocksView } from './content-blocks.tsx'
import { RichTextView } from './rich-text.tsx'

/** Interactive parts placed after the section with the same id (a form, the service cards, a tool). */
export type PageSlots = Partial<Record<string, ReactNode>>

export function sectionId(section: ContentSection): string {
  return (
    section.id ??
    section.heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  )
}

/** Links to #anchors on this page (a form, a section) land on it once the copy has rendered. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    if (!ready || !hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash, ready])
}

/** The sections of a marketing page as bands, each with its slot after its copy. */
export function SectionBands({ sections, slots }: { sections: readonly ContentSection[]; slots: PageSlots }) {
  const shown = sections.filter((section) => section.blocks.length > 0 || slots[sectionId(section)])
  return shown.map((section, index) => {
    const id = sectionId(section)
    return (
      <Section key={id} id={id} title={section.heading} tone={index % 2 === 1 ? 'muted' : 'default'}>
        {section.blocks.length > 0 && (
          <Prose>
            <BlocksView blocks={section.blocks} />
          </Prose>
        )}
        {slots[id]}
      </Section>
    )
  })
}

function LegalPage({ title, content, slots }: { title: string; content: PageContent; slots: PageSlots }) {
  return (
    <Container width="prose" className="pb-16">
      <PageIntro
        title={title}
        eyebrow={content.lastUpdated ? `Last updated ${content.lastUpdated}` : undefined}
        lead={<RichTextView text={content.lead} />}
      />
      <nav aria-label="On this page" className="mb-8 rounded-lg border border-border p-4">
        <p className="mb-2 text-sm font-semibold">On this page</p>
        <ol className="grid gap-1 text-sm">
          {content.sections.map((section) => (
            <li key={sectionId(section)}>
              <a href={`#${sectionId(section)}`} className="text-link underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        {content.sections.map((section) => {
          const anchor = sectionId(section)
          return (
            <section
              key={anchor}
              id={anchor}
              aria-labelledby={`${anchor}-title`}
              className="grid scroll-mt-24 gap-4"
            >
              <h2 id={`${anchor}-title`}>{section.heading}</h2>
              <BlocksView blocks={section.blocks} />
              {slots[anchor]}
            </section>
          )
        })}
      </Prose>
    </Container>
  )
}

/**
 * A page of the route table whose copy lives in src/content: hero, sections, and slots for the
 * interactive parts. The copy arrives with the page's code (src/app loads both at once), so the page
 * suspends once.
 */
export default function ContentPage({
  id,
  content,
  slots = {},
}: {
  id: ContentPageId
  content: PageContent
  slots?: PageSlots
}) {
  const page = PUBLIC_PAGES[id]
  useScrollToHash(true)
  if (page.group === 'legal') {
    return (
      <main>
        <LegalPage title={page.title} content={content} slots={slots} />
      </main>
    )
  }
  return (
    <main>
      <Hero
        eyebrow={content.eyebrow}
        title={page.title}
        lead={<RichTextView text={content.lead} />}
        actions={content.ctas && content.ctas.length > 0 ? <CallsToAction ctas={content.ctas} /> : undefined}
        {...(content.accent ? { accent: content.accent } : {})}
      />
      <SectionBands sections={content.sections} slots={slots} />
    </main>
  )
}
