import { useEffect } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { PAGE_DESCRIPTIONS } from '../../content/page-descriptions.ts'
import { LANDING_TEXTS, landingFor } from '../../content/pages/landing.ts'
import { applyDocumentMeta } from '../../lib/document-meta.ts'
import { storeLandingContext } from '../../lib/landing-context.ts'
import { Hero } from '../../ui/layouts/website.tsx'
import { CallsToAction } from './calls-to-action.tsx'
import { SectionBands } from './content-page.tsx'
import { RichTextView } from './rich-text.tsx'

/**
 * /landing/{slug}: the campaign's page. Spec 000 §4.4: the visit stores the slug, a timestamp and the
 * path in session storage for 30 minutes, which the header's Back to Landing Page button reads.
 */
export default function LandingPage() {
  const { slug = '' } = useParams()
  const { pathname } = useLocation()
  const page = landingFor(slug)

  useEffect(() => {
    storeLandingContext(window.sessionStorage, { slug, path: pathname }, () => Date.now())
  }, [slug, pathname])

  useEffect(() => {
    applyDocumentMeta(document, { title: page.title, description: PAGE_DESCRIPTIONS.landing })
  }, [page.title])

  return (
    <main>
      <Hero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={
          <>
            <RichTextView text={page.lead} /> {LANDING_TEXTS.remembered}
          </>
        }
        actions={page.ctas && <CallsToAction ctas={page.ctas} />}
        {...(page.accent ? { accent: page.accent } : {})}
      />
      <SectionBands sections={page.sections} slots={{}} />
    </main>
  )
}
