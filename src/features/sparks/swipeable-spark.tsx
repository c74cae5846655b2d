import { type PointerEvent, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Archive, Star } from '../../ui/icons.ts'
import { type FeedSpark, isSwiping, SWIPE_ACTIONS, swipeAction } from './spark-rules.ts'

interface SwipeableSparkProps {
  spark: FeedSpark
  onFavourite: (spark: FeedSpark) => void
  onArchive: (spark: FeedSpark) => void
}

function timeLabel(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString()
}

/**
 * One spark: swipe right over 100 px to toggle favourite, left over 100 px to archive; buttons for keys.
 * The pointer is captured only once the press moves sideways (SWIPE_START_PX): captured at once, the
 * press's pointerup and click would go to the card instead of the Favourite or Archive button under it.
 */
export function SwipeableSpark({ spark, onFavourite, onArchive }: SwipeableSparkProps) {
  const start = useRef<number | null>(null)
  const swiping = useRef(false)
  const [offset, setOffset] = useState(0)

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    start.current = event.clientX
    swiping.current = false
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return
    const delta = event.clientX - start.current
    if (!swiping.current && isSwiping(delta)) {
      swiping.current = true
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    if (swiping.current) setOffset(delta)
  }
  const finish = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return
    const action = swiping.current ? swipeAction(event.clientX - start.current) : SWIPE_ACTIONS.none
    start.current = null
    swiping.current = false
    setOffset(0)
    if (action === SWIPE_ACTIONS.favourite) onFavourite(spark)
    if (action === SWIPE_ACTIONS.archive) onArchive(spark)
  }

  return (
    <li
      className={cn(
        'touch-pan-y rounded-xl border bg-surface p-4 shadow-xs select-none',
        offset === 0 && 'transition-transform duration-200',
        spark.is_favorited ? 'border-product' : 'border-border',
      )}
      data-testid="spark"
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={() => {
        start.current = null
        swiping.current = false
        setOffset(0)
      }}
    >
      <p className="mb-3 whitespace-pre-wrap [overflow-wrap:anywhere]">{spark.content}</p>
      <div className="flex items-center gap-1 text-sm">
        <time dateTime={spark.created_at} className="flex-1 text-xs text-muted-foreground">
          {timeLabel(spark.created_at)}
        </time>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-pressed={spark.is_favorited}
          aria-label={spark.is_favorited ? 'Remove from favourites' : 'Add to favourites'}
          onClick={() => onFavourite(spark)}
          className={cn(spark.is_favorited && 'text-product-soft-foreground')}
        >
          <Star aria-hidden="true" className={cn(spark.is_favorited && 'fill-current')} />
        </Button>
        <Button variant="ghost" size="sm" aria-label="Archive spark" onClick={() => onArchive(spark)}>
          <Archive aria-hidden="true" />
          Archive
        </Button>
      </div>
    </li>
  )
}
