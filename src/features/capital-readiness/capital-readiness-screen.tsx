import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { type CompanyReport, readinessBand } from '../../lib/company-report.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card } from '../../ui/card.tsx'
import { cn } from '../../ui/cn.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { BarChart3, FileText, Lock, Mail } from '../../ui/icons.ts'
import { Progress } from '../../ui/progress.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import { areaChanges, formatChange, scoreSeries } from './readiness-rules.ts'
import { CAPITAL_READINESS_TEXTS as TEXTS } from './texts.ts'
import { useCapitalReadinessRollout } from './use-capital-readiness-rollout.ts'
import { useMemberReports } from './use-member-reports.ts'
import { WorkflowsView } from './workflows-view.tsx'

export type CapitalReadinessView = 'report' | 'analytics' | 'workflows'

const BASE = '/app/capital-readiness'
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const formatDate = (iso: string) => DATE.format(new Date(iso))

const SUB_PAGES = [
  { to: BASE, label: 'Report', end: true },
  { to: `${BASE}/analytics`, label: 'Analytics', end: false },
  { to: `${BASE}/workflows`, label: 'Workflows', end: false },
] as const

const HEADINGS: Record<CapitalReadinessView, string> = {
  report: TEXTS.title,
  analytics: TEXTS.analyticsTitle,
  workflows: TEXTS.workflowsTitle,
}

function SubNav() {
  return (
    <nav aria-label="Capital readiness" className="flex gap-1 rounded-lg bg-muted p-1">
      {SUB_PAGES.map((page) => (
        <NavLink
          key={page.to}
          to={page.to}
          end={page.end}
          className={({ isActive }) =>
            cn(
              'flex-1 rounded-md px-3 py-1.5 text-center text-sm font-medium',
              isActive ? 'bg-surface shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )
          }
        >
          {page.label}
        </NavLink>
      ))}
    </nav>
  )
}

/** The server's rollout, once the member and their device's flags are known (000 §4.1). */
function RolloutGate({ children }: { children: ReactNode }) {
  const rollout = useCapitalReadinessRollout()
  if (rollout === 'loading') return <LoadingState label={TEXTS.checkingAccess} />
  if (rollout === 'off') {
    return <EmptyState icon={<Lock />} title={TEXTS.notRolledOut} description={TEXTS.notRolledOutText} />
  }
  return children
}

function ReportBody({ report }: { report: CompanyReport }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {report.companyName}
          {report.publishedAt && ` · ${formatDate(report.publishedAt)}`}
        </p>
        <h2 className="text-lg font-semibold">{report.title}</h2>
        {report.summary && <p className="text-muted-foreground">{report.summary}</p>}
      </div>
      <Card as="section" aria-labelledby="cr-score" variant="accent" className="grid gap-1">
        <h3 id="cr-score" className="font-semibold">
          {TEXTS.scoreHeading}
        </h3>
        <p className="text-4xl font-semibold tracking-tight tabular-nums">
          {report.readinessScore ?? '—'}{' '}
          <span className="text-base font-normal text-muted-foreground">{TEXTS.outOf}</span>
        </p>
        <p className="font-medium">{readinessBand(report.readinessScore)}</p>
      </Card>
      {report.sections.length > 0 && (
        <section aria-labelledby="cr-areas" className="grid gap-3">
          <h3 id="cr-areas" className="font-semibold">
            {TEXTS.areasHeading}
          </h3>
          <ul className="grid gap-3">
            {report.sections.map((section) => (
              <li key={section.heading} className="grid gap-1">
                <p className="flex justify-between gap-2 text-sm font-medium">
                  <span>{section.heading}</span>
                  {section.score !== null && <span className="tabular-nums">{section.score}</span>}
                </p>
                {section.score !== null && (
                  <Progress value={section.score} label={`${section.heading}: ${section.score} out of 100`} />
                )}
                {section.body && <p className="text-sm text-muted-foreground">{section.body}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link
        to={`/crr/${report.companySlug}/${report.reportSlug}`}
        className="text-sm text-link underline-offset-4 hover:underline"
      >
        Open the shareable report page
      </Link>
    </div>
  )
}

function AnalyticsBody({ reports }: { reports: CompanyReport[] }) {
  const series = scoreSeries(reports)
  const latest = reports.at(-1)
  const latestPoint = series.at(-1)
  const previousPoint = series.at(-2)
  const areas = latest ? areaChanges(latest, reports.at(-2)) : []
  return (
    <div className="grid gap-4">
      {latestPoint && (
        <StatTile
          label={TEXTS.scoreHeading}
          value={`${latestPoint.score} / 100`}
          hint={readinessBand(latestPoint.score)}
          {...(latestPoint.change !== null && previousPoint
            ? {
                delta: {
                  text: `${formatChange(latestPoint.change)} ${TEXTS.changeSince} ${formatDate(previousPoint.publishedAt)}`,
                  direction: latestPoint.change >= 0 ? 'up' : 'down',
                },
              }
            : {})}
        />
      )}
      <section aria-labelledby="cr-history" className="grid gap-3">
        <h2 id="cr-history" className="font-semibold">
          {TEXTS.historyHeading}
        </h2>
        {series.length < 2 && <p className="text-sm text-muted-foreground">{TEXTS.historyEmpty}</p>}
        <ol className="grid gap-3" aria-label={TEXTS.historyHeading}>
          {series.map((point) => (
            <li key={point.reportId} className="grid gap-1">
              <p className="flex justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium">{formatDate(point.publishedAt)}</span>{' '}
                  <span className="text-muted-foreground">{point.title}</span>
                </span>
                <span className="tabular-nums">
                  {point.score}
                  {point.change !== null && ` (${formatChange(point.change)})`}
                </span>
              </p>
              <Progress
                value={point.score}
                label={`${formatDate(point.publishedAt)}: ${point.score} out of 100`}
              />
            </li>
          ))}
        </ol>
      </section>
      {areas.some((area) => area.change !== null) && (
        <section aria-labelledby="cr-area-changes" className="grid gap-2">
          <h2 id="cr-area-changes" className="font-semibold">
            {TEXTS.areaChangesHeading}
          </h2>
          <ul className="grid gap-1 text-sm">
            {areas.map((area) => (
              <li key={area.heading} className="flex justify-between gap-2">
                <span>{area.heading}</span>
                <span className="tabular-nums">
                  {area.score}
                  {area.change !== null && ` (${formatChange(area.change)})`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function ReportsView({ userId, view }: { userId: string; view: 'report' | 'analytics' }) {
  const read = useMemberReports(userId)
  return (
    <ReadView read={read} loading={TEXTS.loading} failure={TEXTS.fetchFailed}>
      {(reports) => {
        const latest = reports.at(-1)
        if (!latest)
          return <EmptyState icon={<FileText />} title={TEXTS.noReport} description={TEXTS.noReportText} />
        return view === 'report' ? <ReportBody report={latest} /> : <AnalyticsBody reports={reports} />
      }}
    </ReadView>
  )
}

const VIEW_ICONS = { report: FileText, analytics: BarChart3, workflows: Mail } as const

/**
 * The capital readiness beta (002 §2.1; its analytics and e-mail workflows pages, 000 §2.2): the
 * member's latest published report, its score over time, and who gets an e-mail about it. Reached only
 * while the local flag is on (the routes do not exist otherwise) and the server's rollout includes them.
 */
export default function CapitalReadinessScreen({ view }: { view: CapitalReadinessView }) {
  const Icon = VIEW_ICONS[view]
  return (
    <section className="grid gap-4" aria-labelledby="cr-heading">
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
        <h1 id="cr-heading" className="text-xl font-semibold tracking-tight">
          {HEADINGS[view]}
        </h1>
        <Badge variant="outline">{TEXTS.betaBadge}</Badge>
      </div>
      <SubNav />
      <MemberScreenGate loading={TEXTS.loading}>
        {({ access }) => (
          <RolloutGate>
            {view === 'workflows' ? (
              <WorkflowsView userId={access.userId} />
            ) : (
              <ReportsView userId={access.userId} view={view} />
            )}
          </RolloutGate>
        )}
      </MemberScreenGate>
    </section>
  )
}
