import './sparks.css'
import { type FormEvent, type KeyboardEvent, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import type { FailedWrite } from '../../../sync/public/status.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { canAddSpark, MARK_VIEWED_DELAY_MS, SPARK_MESSAGES, unreadBadge } from './spark-feed.ts'
import { SwipeableSpark } from './swipeable-spark.tsx'
import { useMarkViewedAfter, useSparks } from './use-sparks.ts'

function failureLabel(write: FailedWrite): string {
  if (write.action === 'insert') return SPARK_MESSAGES.createFailed
  return SPARK_MESSAGES.updateFailed
}

/** Spec 002 §2.10: the JUL Sparks feed, read from the local mirror and written through the queue. */
export function SparksFeedScreen({ client, userId }: { client: SyncClient; userId: string }) {
  const { sparks, unread, error, add, toggleFavourite, archive, markViewed } = useSparks(client, userId)
  const { failed } = useSyncStatus()
  const hasSynced = useHasSynced()
  const [draft, setDraft] = useState('')
  const badge = unreadBadge(unread)
  useMarkViewedAfter(MARK_VIEWED_DELAY_MS, sparks?.[0], (newest) => void markViewed(newest))

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
    <section className="mobile-screen sparks" aria-labelledby="sparks-title">
      <header className="sparks__header">
        <h2 id="sparks-title">JUL Sparks</h2>
        {badge.visible && (
          <output className="sparks__badge" aria-label={`${badge.label} unread sparks`}>
            {badge.flame && (
              <span role="img" aria-label="On fire">
                🔥
              </span>
            )}
            {badge.label}
          </output>
        )}
      </header>
      {error && (
        <p className="error-box" role="alert">
          {error.message}
          {error.reason && <span className="sparks__reason"> {error.reason}</span>}
        </p>
      )}
      <FailedWrites failed={failed.filter((write) => write.table === 'sparks')} label={failureLabel} />
      <form className="sparks__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="new-spark">New spark</label>
        <textarea
          id="new-spark"
          value={draft}
          rows={2}
          placeholder="Capture a thought…"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" disabled={!canAddSpark(draft)}>
          Add Spark
        </button>
      </form>
      {sparks === undefined || (sparks.length === 0 && !hasSynced) ? (
        <p role="status">Loading...</p>
      ) : sparks.length === 0 ? (
        <p className="sparks__empty">No sparks yet. Add your first one above.</p>
      ) : (
        <>
          <ul className="sparks__list" aria-label="Sparks">
            {sparks.map((spark) => (
              <SwipeableSpark
                key={spark.id}
                spark={spark}
                onFavourite={toggleFavourite}
                onArchive={archive}
              />
            ))}
          </ul>
          <p className="sparks__note">{SPARK_MESSAGES.showingLatest}</p>
        </>
      )}
    </section>
  )
}
