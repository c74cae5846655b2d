import { useParams } from 'react-router-dom'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'

function titleFromSlug(slug: string | undefined): string {
  return (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** /jul-playbook/{slug} */
export function PlaybookArticlePage() {
  const { slug } = useParams()
  return (
    <main>
      <Container width="prose" className="pb-16">
        <PageIntro
          eyebrow="JUL Playbook"
          title={titleFromSlug(slug) || 'Playbook Article'}
          lead="A JUL Playbook article."
        />
      </Container>
    </main>
  )
}

/** /p/{slug}: a proposal shared publicly by its link. */
export function PublicProposalPage() {
  const { slug } = useParams()
  return (
    <main>
      <Container width="prose" className="pb-16">
        <PageIntro title="Proposal" lead={`The proposal shared with you: ${titleFromSlug(slug)}.`} />
      </Container>
    </main>
  )
}

/** /crr/...: company capital readiness reports, readable without sign-in. */
export function CompanyReportPage() {
  const { reportId, companySlug, reportSlug } = useParams()
  const company = titleFromSlug(companySlug)
  const report = reportId ?? titleFromSlug(reportSlug)
  return (
    <main>
      <Container className="pb-16">
        <PageIntro
          title="Capital Readiness Report"
          lead={`${company ? `${company}. ` : ''}${report ? `Report ${report}.` : 'The company’s published readiness reports.'}`}
        />
      </Container>
    </main>
  )
}
