import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { usePublicRead } from '../../data/use-public-read.ts'
import { type CompanyReport, companyReportFrom, readinessBand } from '../../lib/company-report.ts'
import { applyDocumentMeta } from '../../lib/document-meta.ts'
import { Card } from '../../ui/card.tsx'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'
import { Progress } from '../../ui/progress.tsx'
import { reportQueryFrom } from './report-rules.ts'
import { PublicRecordState } from './report-state.tsx'
import { REPORT_TEXTS } from './texts.ts'

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

function ReportView({ report, others }: { report: CompanyReport; others: CompanyReport[] }) {
  useEffect(() => {
    applyDocumentMeta(document, {
      title: `${report.title} — ${report.companyName}`,
      description: report.summary ?? `${report.companyName}: capital readiness report.`,
    })
  }, [report])
  return (
    <main data-accent="investors">
      <Container className="grid gap-8 pb-16">
        <PageIntro
          eyebrow={`${report.companyName}${report.publishedAt ? ` · ${REPORT_TEXTS.published} ${DATE.format(new Date(report.publishedAt))}` : ''}`}
          title={report.title}
          lead={report.summary ?? undefined}
        />
        <Card as="section" aria-labelledby="readiness" variant="accent" className="grid gap-3">
          <h2 id="readiness" className="text-lg font-semibold">
            {REPORT_TEXTS.readiness}
          </h2>
          <p className="text-4xl font-semibold tracking-tight">
            {report.readinessScore ?? '—'}{' '}
            <span className="text-base font-normal text-muted-foreground">{REPORT_TEXTS.outOf}</span>
          </p>
          <p className="font-medium">{readinessBand(report.readinessScore)}</p>
        </Card>
        {report.sections.length > 0 && (
          <section aria-labelledby="report-sections" className="grid gap-4">
            <h2 id="report-sections" className="text-2xl font-semibold tracking-tight">
              Scores by area
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {report.sections.map((section) => (
                <li key={section.heading}>
                  <Card className="grid gap-2">
                    <h3 className="flex justify-between gap-2 font-semibold">
                      <span>{section.heading}</span>
                      {section.score !== null && <span>{section.score}</span>}
                    </h3>
                    {section.score !== null && (
                      <Progress
                        value={section.score}
                        max={100}
                        label={`${section.heading}: ${section.score} out of 100`}
                      />
                    )}
                    {section.body && <p className="text-muted-foreground">{section.body}</p>}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        )}
        {others.length > 0 && (
          <nav aria-labelledby="other-reports" className="grid gap-2">
            <h2 id="other-reports" className="text-lg font-semibold">
              {REPORT_TEXTS.otherReports}
            </h2>
            <ul className="grid gap-1">
              {others.map((other) => (
                <li key={other.id}>
                  <Link
                    to={`/crr/${other.companySlug}/${other.reportSlug}`}
                    className="text-link underline-offset-4 hover:underline"
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
    </main>
  )
}

/**
 * /crr/{reportId}/view, /crr/report/{reportId}, /crr/{companySlug}/{reportSlug} and /crr/{companySlug}:
 * the published company report from company_reports (read online, remembered for offline). The
 * company-only address shows its newest published report and lists the others.
 */
export default function CompanyReportPage() {
  const params = useParams()
  const query = reportQueryFrom(params)
  const key = query ? `report:${JSON.stringify(query)}` : 'report:none'
  const read = usePublicRead(key, async (site) => {
    if (!query) return null
    const reports = (await site.companyReports(query)).flatMap((row) => companyReportFrom(row) ?? [])
    const [first, ...rest] = reports
    return first ? { report: first, others: rest } : null
  })
  return (
    <PublicRecordState
      read={read}
      loadingLabel={REPORT_TEXTS.loadingReport}
      notFound={{ title: REPORT_TEXTS.reportNotFound, text: REPORT_TEXTS.reportNotFoundText }}
    >
      {({ report, others }) => <ReportView report={report} others={others} />}
    </PublicRecordState>
  )
}
