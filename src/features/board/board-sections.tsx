import { Link } from 'react-router-dom'
import { moreLabel, previewItems } from '../../lib/agreements.ts'
import { formatPrice } from '../../lib/currency.ts'
import { Badge, type BadgeVariant, StatusBadge } from '../../ui/badge.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { Progress } from '../../ui/progress.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import type { CheckIn, Decision, DecisionPriority, DecisionStatus } from './board-rules.ts'
import { type BoardOrigin, formatDate, formatDateTime } from './format.ts'
import { BOARD_TEXTS, RECORDING_HOW_TO } from './texts.ts'
import type { BoardView } from './use-board.ts'

type Heading = 'h2' | 'h3'

export function MetricsSection({ metrics }: { metrics: BoardView['metrics'] }) {
  return (
    <section aria-label={BOARD_TEXTS.metricsTitle} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatTile
        label={BOARD_TEXTS.mrr}
        value={formatPrice(metrics.mrr, 'EUR')}
        hint={BOARD_TEXTS.metricsHint}
      />
      <StatTile label={BOARD_TEXTS.runway} value={`${metrics.runway} months`} />
      <StatTile label={BOARD_TEXTS.pipeline} value={formatPrice(metrics.pipeline, 'EUR')} />
      <StatTile label={BOARD_TEXTS.team} value={String(metrics.team)} />
    </section>
  )
}

export function CheckInsSection({ checkIns, heading = 'h3' }: { checkIns: CheckIn[]; heading?: Heading }) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle as={heading}>{BOARD_TEXTS.checkInsTitle}</CardTitle>
      </CardHeader>
      {checkIns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{BOARD_TEXTS.checkInsEmpty}</p>
      ) : (
        <DataList label={BOARD_TEXTS.checkInsTitle}>
          {checkIns.map((checkIn) => (
            <DataListItem
              key={checkIn.id}
              title={checkIn.title}
              meta={
                <>
                  <time dateTime={checkIn.startTime}>{formatDateTime(checkIn.startTime)}</time>
                  {checkIn.sessionType && <span>{checkIn.sessionType}</span>}
                </>
              }
              trailing={<StatusBadge status={checkIn.status} />}
            />
          ))}
        </DataList>
      )}
    </Card>
  )
}

const DECISION_STATUS: Record<DecisionStatus, BadgeVariant> = { approved: 'success', pending: 'warning' }
const DECISION_PRIORITY: Record<DecisionPriority, BadgeVariant> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
}

interface DecisionsProps {
  decisions: Decision[]
  /** Which shell opened the card, so its Back to Board returns there. */
  origin: BoardOrigin
  heading?: Heading
}

export function DecisionsSection({ decisions, origin, heading = 'h3' }: DecisionsProps) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle as={heading}>{BOARD_TEXTS.decisionsTitle}</CardTitle>
      </CardHeader>
      {decisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{BOARD_TEXTS.decisionsEmpty}</p>
      ) : (
        <DataList label={BOARD_TEXTS.decisionsTitle}>
          {decisions.map((decision) => (
            <DataListItem
              key={decision.id}
              title={
                <Link
                  to={`/app/julboard/card/${decision.id}`}
                  state={{ from: origin }}
                  className="after:absolute after:inset-0 hover:underline"
                >
                  {decision.title}
                </Link>
              }
              description={decision.description}
              trailing={
                <>
                  <Badge variant={DECISION_PRIORITY[decision.priority]}>{decision.priority}</Badge>
                  <Badge variant={DECISION_STATUS[decision.status]}>{decision.status}</Badge>
                </>
              }
            />
          ))}
        </DataList>
      )}
    </Card>
  )
}

export function MilestonesSection({
  milestones,
  heading = 'h3',
}: {
  milestones: BoardView['milestones']
  heading?: Heading
}) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle as={heading}>{BOARD_TEXTS.milestonesTitle}</CardTitle>
      </CardHeader>
      {milestones.length === 0 ? (
        <p className="text-sm text-muted-foreground">{BOARD_TEXTS.milestonesEmpty}</p>
      ) : (
        <DataList label={BOARD_TEXTS.milestonesTitle}>
          {milestones.map((milestone) => (
            <DataListItem
              key={milestone.id}
              title={milestone.title}
              description={milestone.description}
              meta={milestone.target_date && <span>Target {formatDate(milestone.target_date)}</span>}
              trailing={<StatusBadge status={milestone.display} />}
            />
          ))}
        </DataList>
      )}
    </Card>
  )
}

export function OkrsSection({ view }: { view: BoardView }) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>{BOARD_TEXTS.okrsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <Progress value={view.okrScore} label={BOARD_TEXTS.okrScore} showLabel />
        {view.milestones.map((milestone) => (
          <Progress
            key={milestone.id}
            value={milestone.progress_percentage}
            label={milestone.title}
            showLabel
            tone={milestone.display === 'at-risk' ? 'warning' : 'success'}
          />
        ))}
      </CardContent>
    </Card>
  )
}

export function DeliverablesSection({ deliverables }: { deliverables: BoardView['deliverables'] }) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>{BOARD_TEXTS.deliverablesTitle}</CardTitle>
      </CardHeader>
      {deliverables.length === 0 ? (
        <p className="text-sm text-muted-foreground">{BOARD_TEXTS.deliverablesEmpty}</p>
      ) : (
        <DataList label={BOARD_TEXTS.deliverablesTitle}>
          {deliverables.map((minute) => {
            const preview = previewItems(minute.deliverables_promised)
            return (
              <DataListItem
                key={minute.id}
                title={minute.title}
                description={[...preview.shown, ...(preview.more > 0 ? [moreLabel(preview.more)] : [])].join(
                  ' · ',
                )}
                meta={<time dateTime={minute.meeting_date}>{formatDate(minute.meeting_date)}</time>}
                trailing={<StatusBadge status={minute.status} />}
              />
            )
          })}
        </DataList>
      )}
    </Card>
  )
}

export function AutomationSection({ automation }: { automation: BoardView['automation'] }) {
  const items = [
    {
      name: 'Recording detection',
      state: automation.autoDetect ? 'active' : 'inactive',
      detail: automation.autoDetect ? 'Checks your Google Drive every 5 minutes' : 'Paused',
    },
    {
      name: 'AI session reports',
      state: automation.reports > 0 ? 'active' : 'pending',
      detail: `${automation.reports} generated`,
    },
    {
      name: 'Meeting minutes',
      state: automation.approvedMinutes > 0 ? 'active' : 'pending',
      detail: `${automation.approvedMinutes} approved`,
    },
    {
      name: 'CRM sync',
      state: automation.crmInteractions > 0 ? 'active' : 'pending',
      detail: `${automation.crmInteractions} interactions logged`,
    },
  ]
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>{BOARD_TEXTS.automationTitle}</CardTitle>
      </CardHeader>
      <DataList label={BOARD_TEXTS.automationTitle}>
        {items.map((item) => (
          <DataListItem
            key={item.name}
            title={item.name}
            meta={item.detail}
            trailing={<StatusBadge status={item.state} />}
          />
        ))}
      </DataList>
    </Card>
  )
}

export function RecordingHowTo() {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>{BOARD_TEXTS.howToTitle}</CardTitle>
      </CardHeader>
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        {RECORDING_HOW_TO.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  )
}
