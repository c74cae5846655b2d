import { type PointerEvent, useRef, useState } from 'react'
import { type FeedSpark, SWIPE_ACTIONS, swipeAction } from './spark-feed.ts'

interface SwipeableSparkProps {
  spark: FeedSpark
  onFavourite: (spark: FeedSpark) => void
  onArchive: (spark: FeedSpark) => void
}

function timeLabel(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString()
}

/** One spark: swipe right over 100 px to toggle favourite, left over 100 px to archive; buttons for keys. */
export function SwipeableSpark({ spark, onFavourite, onArchive }: SwipeableSparkProps) {
  const start = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    start.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current)
  }
  const finish = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return
    const action = swipeAction(event.clientX - start.current)
    start.current = null
    setOffset(0)
    if (action === SWIPE_ACTIONS.favourite) onFavourite(spark)
    if (action === SWIPE_ACTIONS.archive) onArchive(spark)
  }

  return (
    <li
      className={`spark${spark.is_favorited ? ' spark--favourite' : ''}`}
      data-testid="spark"
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={() => {
        start.current = null
        setOffset(0)
      }}
    >
      <p className="spark__content">{spark.content}</p>
      <div className="spark__meta">
        <time dateTime={spark.created_at}>{timeLabel(spark.created_at)}</time>
        <button
          type="button"
          aria-pressed={spark.is_favorited}
          aria-label={spark.is_favorited ? 'Remove from favourites' : 'Add to favourites'}
          onClick={() => onFavourite(spark)}
        >
          {spark.is_favorited ? '★' : '☆'}
        </button>
        <button type="button" aria-label="Archive spark" onClick={() => onArchive(spark)}>
          Archive
        </button>
      </div>
    </li>
  )
}
