import { useMemberAccess } from '../../data/use-member-access.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { cn } from '../../ui/cn.ts'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import {
  AUDIENCES,
  DESKTOP_COLUMNS,
  DESKTOP_MATRIX,
  type MatrixRow,
  MOBILE_COLUMNS,
  MOBILE_MATRIX,
  NATIVE_ONLY_NOTE,
} from './overview-content.ts'

function Matrix({
  id,
  title,
  description,
  columns,
  rows,
  current,
}: {
  id: string
  title: string
  description: string
  columns: readonly string[]
  rows: readonly MatrixRow[]
  /** The member's own column, highlighted. */
  current: number | null
}) {
  return (
    <Card as="section" aria-labelledby={id} padding="none" className="overflow-hidden">
      <CardHeader className="p-5 pb-0 md:p-6 md:pb-0">
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard */}
      <div className="overflow-x-auto" tabIndex={0}>
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-5 py-3 font-medium text-muted-foreground md:px-6">
                Feature
              </th>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-4 py-3 font-semibold', index === current && 'bg-muted')}
                >
                  {column}
                  {index === current && (
                    <Badge variant="brand" className="ml-2">
                      You
                    </Badge>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.area} className="border-b border-border last:border-0">
                <th scope="row" className="px-5 py-3 font-medium md:px-6">
                  {row.area}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={`${row.area}-${columns[index]}`}
                    className={cn('px-4 py-3', index === current && 'bg-muted')}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  )
}

const MOBILE_INDEX = { free: 0, premium: 1, pro: 2 } as const

/** Platform Overview (001 §2): what each tier gets on desktop and mobile, and who the platform is for. */
export default function PlatformOverviewTab() {
  const access = useMemberAccess()
  const member = access.status === 'ready' ? access.access : null
  const desktopColumn = member ? (member.isStaff ? 2 : member.canEditDesktop ? 1 : 0) : null
  const mobileColumn = member ? MOBILE_INDEX[member.mobileTier] : null
  return (
    <>
      <PageHeader
        title="Platform Overview"
        description="What the console and the mobile companion offer, tier by tier."
      />
      <Matrix
        id="desktop-matrix"
        title="Desktop console"
        description="Desktop Standard is free and mostly view-only; Desktop Pro is €995 per month."
        columns={DESKTOP_COLUMNS}
        rows={DESKTOP_MATRIX}
        current={desktopColumn}
      />
      <Matrix
        id="mobile-matrix"
        title="Mobile companion"
        description="Dashboards, board access, session summaries, agreements and offline mode come with every plan."
        columns={MOBILE_COLUMNS}
        rows={MOBILE_MATRIX}
        current={mobileColumn}
      />
      <p className="text-sm text-muted-foreground">{NATIVE_ONLY_NOTE}</p>
      <ContentGrid columns={3}>
        {AUDIENCES.map((audience) => (
          <Card
            key={audience.id}
            as="section"
            variant="accent"
            data-accent={audience.id}
            aria-labelledby={`audience-${audience.id}`}
          >
            <CardHeader>
              <CardTitle id={`audience-${audience.id}`}>{audience.title}</CardTitle>
              <CardDescription>{audience.text}</CardDescription>
            </CardHeader>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {audience.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ContentGrid>
    </>
  )
}
