import { useParams } from 'react-router-dom'

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
    <main className="page">
      <h1>{titleFromSlug(slug) || 'Playbook Article'}</h1>
      <p>A JUL Playbook article.</p>
    </main>
  )
}

/** /p/{slug}: a proposal shared publicly by its link. */
export function PublicProposalPage() {
  const { slug } = useParams()
  return (
    <main className="page">
      <h1>Proposal</h1>
      <p>The proposal shared with you: {titleFromSlug(slug)}.</p>
    </main>
  )
}

/** /crr/...: company capital readiness reports, readable without sign-in. */
export function CompanyReportPage() {
  const { reportId, companySlug, reportSlug } = useParams()
  const company = titleFromSlug(companySlug)
  const report = reportId ?? titleFromSlug(reportSlug)
  return (
    <main className="page">
      <h1>Capital Readiness Report</h1>
      <p>
        {company && `${company}. `}
        {report ? `Report ${report}.` : 'The company’s published readiness reports.'}
      </p>
    </main>
  )
}
