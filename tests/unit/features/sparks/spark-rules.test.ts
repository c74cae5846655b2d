import { describe, expect, it } from 'vitest'
import {
  canAddSpark,
  type FeedSpark,
  swipeAction,
  unreadBadge,
} from '../../../../src/features/sparks/spark-rules.ts'
import { SPARK_TEXTS } from '../../../../src/features/sparks/texts.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { latestSparks } from '../../../../sync/public/queries.ts'

const USER = '33333333-3333-4333-8333-333333333333'

function spark(n: number, overrides: Partial<FeedSpark> = {}): FeedSpark {
  const minute = String(n % 60).padStart(2, '0')
  const hour = String(Math.floor(n / 60)).padStart(2, '0')
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    content: `spark ${n}`,
    is_favorited: false,
    is_archived: false,
    created_at: `2026-11-20T${hour}:${minute}:00.000000+00:00`,
    ...overrides,
  }
}

describe('the JUL Sparks feed', () => {
  it('shows the latest 50 non-archived sparks, newest first', async () => {
    const db = new JulDatabase(`spark-feed-${crypto.randomUUID()}`)
    const rows = Array.from({ length: 60 }, (_, n) => {
      const feed = spark(n, { is_archived: n === 59 })
      const origin = { spark_type: 'manual', source_type: 'manual', source_id: null, metadata: {} }
      return { ...feed, ...origin, user_id: USER, updated_at: feed.created_at }
    })
    await db.mirror('sparks').bulkPut(rows)
    const shown = await latestSparks(db, USER)
    await db.delete()
    expect(shown).toHaveLength(50)
    expect(shown[0]?.content).toBe('spark 58')
    expect(shown.at(-1)?.content).toBe('spark 9')
    expect(shown.some((s) => s.is_archived)).toBe(false)
    expect(SPARK_TEXTS.showingLatest).toBe('Showing latest 50 sparks')
  })

  it('refuses a spark that is blank after trimming', () => {
    expect(canAddSpark('   \n\t ')).toBe(false)
    expect(canAddSpark('')).toBe(false)
    expect(canAddSpark('  an idea ')).toBe(true)
  })

  it('favourites on a right swipe over 100 px and archives on a left swipe over 100 px', () => {
    expect(swipeAction(101)).toBe('favourite')
    expect(swipeAction(100)).toBe('none')
    expect(swipeAction(-100)).toBe('none')
    expect(swipeAction(-101)).toBe('archive')
  })

  it('caps the badge at 99+, lights the flame at 50 and hides it at zero', () => {
    expect(unreadBadge(0)).toEqual({ visible: false, label: '0', flame: false })
    expect(unreadBadge(49)).toEqual({ visible: true, label: '49', flame: false })
    expect(unreadBadge(50)).toEqual({ visible: true, label: '50', flame: true })
    expect(unreadBadge(99)).toEqual({ visible: true, label: '99', flame: true })
    expect(unreadBadge(100)).toEqual({ visible: true, label: '99+', flame: true })
  })
})
