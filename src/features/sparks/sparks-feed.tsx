import { type FormEvent, type KeyboardEvent, useState } from 'react'
import type { FailedWrite } from '../../../sync/public/status.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { ReadView } from '../../data/member-screen-gate.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Alert } from '../../ui/alert.tsx'
import { badgeVariants } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Field } from '../../ui/field.tsx'
import { Flame, Plus, Sparkles } from '../../ui/icons.ts'
import { Skeleton } from '../../ui/skeleton.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { canAddSpark, MARK_VIEWED_DELAY_MS, unreadBadge } from './spark-rules.ts'
import { SwipeableSpark } from './swipeable-spark.tsx'
import { SPARK_TEXTS } from './texts.ts'
import { useMarkViewedAfter, useSparks } from './use-sparks.ts'

function failureLabel(write: FailedWrite): string {
  if (write.action === 'insert') return SPARK_TEXTS.createFailed
  return SPARK_TEXTS.updateFailed
}

/** Spec 002 §2.10: the JUL Sparks feed, read from the local mirror and written through the queue. */
export function SparksFeedScreen({ userId }: { userId: string }) {
  const { sparks, unread, failure, add, toggleFavourite, archive, markViewed } = useSparks(userId)
  const { failed } = useSyncStatus()
  const [draft, setDraft] = useState('')
  const badge = unreadBadge(unread)
  const newest = sparks.status === 'ready' ? sparks.data[0] : undefined
  useMarkViewedAfter(MARK_VIEWED_DELAY_MS, newest, (spark) => void markViewed(spark))

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!canAddSpark(draft)) return
    if (await add(draft)) setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <section className="grid gap-4" aria-labelledby="sparks-title">
      <header className="flex items-center gap-3">
        <h2 id="sparks-title" className="text-xl font-semibold tracking-tight">
          JUL Sparks
        </h2>
        {badge.visible && (
          <output
            aria-label={`${badge.label} unread sparks`}
            className={badgeVariants({ variant: 'count', size: 'md' })}
          >
            {badge.flame && (
              <span role="img" aria-label="On fire">
                <Flame aria-hidden="true" />
              </span>
            )}
            {badge.label}
          </output>
        )}
      </header>
      {failure && (
        <Alert variant="danger">
          <strong className="font-semibold">{failure.message}</strong>
          {failure.reason && <span> {failure.reason}</span>}
        </Alert>
      )}
      <FailedWrites failed={failed.filter((write) => write.table === 'sparks')} label={failureLabel} />
      <Card padding="sm" as="section" aria-label="Add a spark">
        <form className="grid gap-3" onSubmit={(event) => void submit(event)}>
          <Field label="New spark">
            <Textarea
              value={draft}
              rows={2}
              placeholder="Capture a thought…"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </Field>
          <Button type="submit" className="w-fit justify-self-end" disabled={!canAddSpark(draft)}>
            <Plus aria-hidden="true" />
            Add Spark
          </Button>
        </form>
      </Card>
      <ReadView
        read={sparks}
        loading="Loading..."
        failure={SPARK_TEXTS.fetchFailed}
        skeleton={
          <>
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </>
        }
      >
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState icon={<Sparkles />} title="No sparks yet. Add your first one above." />
          ) : (
            <>
              <ul className="grid gap-2" aria-label="Sparks">
                {rows.map((spark) => (
                  <SwipeableSpark
                    key={spark.id}
                    spark={spark}
                    onFavourite={toggleFavourite}
                    onArchive={archive}
                  />
                ))}
              </ul>
              <p className="text-center text-sm text-muted-foreground">{SPARK_TEXTS.showingLatest}</p>
            </>
          )
        }
      </ReadView>
    </section>
  )
}
