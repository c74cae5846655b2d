import { useState } from 'react'
import {
  DELIVERABLES_LIMIT,
  moreLabel,
  previewItems,
  statusLabel,
  visibleMinutes,
} from '../../lib/agreements.ts'
import { webLink } from '../../lib/security/web-link.ts'
import { StatusBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ExternalLink, FileText } from '../../ui/icons.ts'
import { AGREEMENT_TEXTS } from './texts.ts'
import type { MinutesRow } from './use-agreements-data.ts'

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}

const LISTS = [
  ['Key topics', 'key_topics'],
  ['Decisions', 'decisions_made'],
  ['Action items', 'action_items'],
  ['Deliverables', 'deliverables_promised'],
] as const

/** One list on a deliverable card: 2 items, then '+N more' (001 §2, §9). */
function PreviewList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  const { shown, more } = previewItems(items)
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
      <ul className="grid list-disc gap-0.5 pl-5 text-sm">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {more > 0 && <p className="text-xs text-muted-foreground">{moreLabel(more)}</p>}
    </div>
  )
}

/** 'View Template': the minutes laid out as the session documentation the advisor sends. */
function DocumentationDialog({ minutes, onClose }: { minutes: MinutesRow | null; onClose: () => void }) {
  return (
    <Dialog open={minutes !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        {minutes && (
          <>
            <DialogHeader>
              <DialogTitle>{AGREEMENT_TEXTS.documentation}</DialogTitle>
              <DialogDescription>
                {minutes.title} · {formatDay(minutes.meeting_date)} · {minutes.duration_minutes} minutes
              </DialogDescription>
            </DialogHeader>
            <article className="grid gap-4 text-sm">
              <section>
                <h3 className="font-semibold">Attendees</h3>
                <p>{minutes.attendees.join(', ') || '—'}</p>
              </section>
              {[...LISTS, ['Next steps', 'next_steps'] as const].map(([title, key]) => (
                <section key={key}>
                  <h3 className="font-semibold">{title}</h3>
                  {minutes[key].length === 0 ? (
                    <p className="text-muted-foreground">—</p>
                  ) : (
                    <ul className="list-disc pl-5">
                      {minutes[key].map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
              {minutes.client_value_summary && (
                <section>
                  <h3 className="font-semibold">Client value</h3>
                  <p>{minutes.client_value_summary}</p>
                </section>
              )}
            </article>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function DeliverableCard({ minutes, onTemplate }: { minutes: MinutesRow; onTemplate: () => void }) {
  const recording = webLink(minutes.recording_url)
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4" data-testid="deliverable">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{minutes.title}</p>
        <StatusBadge status={minutes.status}>{statusLabel(minutes.status)}</StatusBadge>
      </div>
      <p className="text-xs text-muted-foreground">{formatDay(minutes.meeting_date)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {LISTS.map(([title, key]) => (
          <PreviewList key={key} title={title} items={minutes[key]} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onTemplate}>
          <FileText aria-hidden="true" />
          View Template
        </Button>
        {recording && (
          <Button asChild variant="ghost" size="sm">
            <a href={recording} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Recording
            </a>
          </Button>
        )}
      </div>
    </li>
  )
}

/** Session Deliverables (001 §2): the 5 latest minutes (test/sample/demo/mockup titles hidden) and View All. */
export function SessionDeliverables({ minutes }: { minutes: readonly MinutesRow[] }) {
  const [template, setTemplate] = useState<MinutesRow | null>(null)
  const [all, setAll] = useState(false)
  const latest = visibleMinutes(minutes, DELIVERABLES_LIMIT)
  const everything = visibleMinutes(minutes)
  return (
    <Card as="section" aria-labelledby="deliverables-title">
      <CardHeader>
        <CardTitle id="deliverables-title">Session Deliverables</CardTitle>
        {everything.length > 0 && (
          <Button variant="link" size="sm" onClick={() => setAll(true)}>
            View All
          </Button>
        )}
        <CardDescription>Minutes of your recent sessions with what was decided and promised.</CardDescription>
      </CardHeader>
      {latest.length === 0 ? (
        <EmptyState title={AGREEMENT_TEXTS.noMinutes} />
      ) : (
        <ul className="grid gap-3" aria-label="Session deliverables">
          {latest.map((entry) => (
            <DeliverableCard key={entry.id} minutes={entry} onTemplate={() => setTemplate(entry)} />
          ))}
        </ul>
      )}
      <DocumentationDialog minutes={template} onClose={() => setTemplate(null)} />
      <Dialog open={all} onOpenChange={setAll}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>All session deliverables</DialogTitle>
            <DialogDescription>{everything.length} meeting minutes</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-2" aria-label="All meeting minutes">
            {everything.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2 text-sm"
              >
                <span>
                  {entry.title} · {formatDay(entry.meeting_date)}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setAll(false)
                    setTemplate(entry)
                  }}
                >
                  View Template
                </Button>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
