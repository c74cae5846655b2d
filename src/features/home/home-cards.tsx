import { Link } from 'react-router-dom'
import { firstAttachmentUrl, newestFirst, proposalTone, statusLabel } from '../../lib/agreements.ts'
import { webLink } from '../../lib/security/web-link.ts'
import { isInProgress, liveSessions } from '../../lib/session-workflow.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { ExternalLink } from '../../ui/icons.ts'
import { StatTile } from '../../ui/stat-tile.tsx'
import { Timeline, TimelineItem } from '../../ui/timeline.tsx'
import { activityLabel, boardCounts, type HomeTiles, recentActivity, weeklyNudges } from './home-digest.ts'
import { HOME_TEXTS } from './texts.ts'
import { type HomeRows, toHomeData } from './use-home-data.ts'

export function formatWhen(iso: string): string {
  const date = new Date(iso)
  return date.toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
}

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}

export function LiveSessionsCard({ rows, now, canJoin }: { rows: HomeRows; now: number; canJoin: boolean }) {
  const upcoming = liveSessions(rows.sessions, now)
  return (
    <Card as="section" aria-labelledby="live-sessions-title">
      <CardHeader>
        <CardTitle id="live-sessions-title">Live sessions</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="?tab=sessions">All sessions</Link>
        </Button>
      </CardHeader>
      {upcoming.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXTS.noLiveSessions}</p>
      ) : (
        <DataList label="Upcoming sessions">
          {upcoming.map((session) => {
            const meeting = webLink(session.meeting_url)
            return (
              <DataListItem
                key={session.id}
                title={session.title}
                meta={<time dateTime={session.start_time}>{formatWhen(session.start_time)}</time>}
                trailing={
                  <div className="flex items-center gap-2">
                    {isInProgress(session, now) && <Badge variant="danger">Live now</Badge>}
                    {canJoin && meeting && (
                      <Button asChild variant="outline" size="sm">
                        <a href={meeting} target="_blank" rel="noreferrer">
                          Join
                        </a>
                      </Button>
                    )}
                  </div>
                }
              />
            )
          })}
        </DataList>
      )}
    </Card>
  )
}

export function RecentAgreementsCard({ rows }: { rows: HomeRows }) {
  const latest = newestFirst(rows.proposals).slice(0, 3)
  return (
    <Card as="section" aria-labelledby="recent-agreements-title">
      <CardHeader>
        <CardTitle id="recent-agreements-title">Recent agreements</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="?tab=agreements">View all</Link>
        </Button>
      </CardHeader>
      {latest.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXTS.noAgreements}</p>
      ) : (
        <DataList label="Recent agreements">
          {latest.map((proposal) => {
            const url = firstAttachmentUrl(proposal.attachments)
            return (
              <DataListItem
                key={proposal.id}
                title={proposal.title}
                meta={proposal.due_date ? `Due ${formatDay(proposal.due_date)}` : undefined}
                trailing={
                  <div className="flex items-center gap-2">
                    <Badge variant={proposalTone(proposal.status)}>{statusLabel(proposal.status)}</Badge>
                    {url && (
                      <a href={url} target="_blank" rel="noreferrer" aria-label={`Open ${proposal.title}`}>
                        <ExternalLink aria-hidden="true" className="size-4 text-muted-foreground" />
                      </a>
                    )}
                  </div>
                }
              />
            )
          })}
        </DataList>
      )}
    </Card>
  )
}

export function BoardActivityCard({ rows }: { rows: HomeRows }) {
  const counts = boardCounts(rows.tasks)
  return (
    <Card as="section" aria-labelledby="board-activity-title">
      <CardHeader>
        <CardTitle id="board-activity-title">Board activity</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="?tab=julboard">Open board</Link>
        </Button>
      </CardHeader>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {(
          [
            ['Backlog', counts.backlog],
            ['In progress', counts.inProgress],
            ['Completed', counts.completed],
            ['Pending decisions', counts.pendingDecisions],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted px-3 py-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

export function WeeklyNudgesCard({ rows, now }: { rows: HomeRows; now: number }) {
  const nudges = weeklyNudges(rows, now)
  return (
    <Card as="section" aria-labelledby="nudges-title">
      <CardHeader>
        <CardTitle id="nudges-title">Weekly nudges</CardTitle>
      </CardHeader>
      {nudges.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXTS.noNudges}</p>
      ) : (
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          {nudges.map((nudge) => (
            <li key={nudge}>{nudge}</li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export function HomeTilesRow({ tiles }: { tiles: HomeTiles }) {
  return (
    <section
      aria-label="Highlights"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:col-span-full xl:grid-cols-4"
    >
      <StatTile
        label="Analytics"
        value={`${tiles.analytics.sessionsHeld} sessions`}
        hint={`${tiles.analytics.reports} AI reports`}
      />
      <StatTile
        label="Collaboration"
        value={`${tiles.collaboration.activeAgreements} active`}
        hint={`${tiles.collaboration.minutes} meeting minutes`}
      />
      <StatTile label="Achievements" value={HOME_TEXTS.comingSoon} />
      <StatTile
        label="Growth"
        value={`${tiles.growth.progress}%`}
        hint={`across ${tiles.growth.milestones} milestones`}
      />
    </section>
  )
}

export function RecentActivityCard({ rows, now }: { rows: HomeRows; now: number }) {
  const items = recentActivity(toHomeData(rows), now)
  return (
    <Card as="section" aria-labelledby="activity-title" className="md:col-span-2">
      <CardHeader>
        <CardTitle id="activity-title">Recent activity</CardTitle>
      </CardHeader>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXTS.noActivity}</p>
      ) : (
        <Timeline label="Recent activity">
          {items.map((item, index) => (
            <TimelineItem
              key={`${item.kind}-${item.at}-${item.title}`}
              title={item.title}
              badge={<Badge variant="neutral">{activityLabel(item.kind)}</Badge>}
              time={<time dateTime={item.at}>{formatWhen(item.at)}</time>}
              connector={index < items.length - 1}
            />
          ))}
        </Timeline>
      )}
    </Card>
  )
}
