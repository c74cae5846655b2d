import { memberRange } from '../../../sync/public/member-range.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import type { DailyPrompt } from '../../lib/daily-prompt.ts'
import { JUL_MODE_TEXTS } from './texts.ts'

/** The member's reflections, newest first. */
export function useReflections(userId: string) {
  return useMirrorRead(
    (db) =>
      db
        .mirror('jul_reflections')
        .where('[user_id+created_at]')
        .between(...memberRange(userId))
        .reverse()
        .toArray(),
    [userId],
    { what: 'reflections' },
  )
}

/** A reflection on `prompt` for the member's `day`, written through the queue. */
export function useAddReflection() {
  const write = useWrite()
  return (prompt: DailyPrompt, text: string, day: string) =>
    write({ failure: JUL_MODE_TEXTS.saveFailed, success: JUL_MODE_TEXTS.saved }, (client) =>
      client.repository('jul_reflections').insert({
        category: prompt.category,
        prompt: prompt.text,
        content: text.trim(),
        reflection_date: day,
      }),
    )
}

/** The board rows the mobile insights are drawn from. */
export function useInsightRows(userId: string) {
  return useMirrorRead(
    async (db) => {
      const [milestones, tasks, sessions] = await Promise.all([
        db
          .mirror('milestones')
          .filter((row) => row.user_id === userId)
          .toArray(),
        db.mirror('julboard_tasks').where('user_id').equals(userId).toArray(),
        db
          .mirror('sessions')
          .where('[user_id+start_time]')
          .between(...memberRange(userId))
          .toArray(),
      ])
      return { milestones, tasks, sessions }
    },
    [userId],
    {
      what: 'insight rows',
      isEmpty: (rows) => rows.milestones.length + rows.tasks.length + rows.sessions.length === 0,
    },
  )
}
