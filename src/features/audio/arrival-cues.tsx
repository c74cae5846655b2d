import { useEffect, useRef, useState } from 'react'
import { claimCue, notifyInBackground, playAudioCue } from '../../data/audio-cues.ts'
import { useAuth } from '../../data/auth.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { ARRIVAL_GRACE_MS, arrivalCues, newRows, notificationFor } from './arrival-rules.ts'

interface ArrivalCuesProps {
  /** The console shows a desktop notification for a message that arrives while it is in the background. */
  notifyWhenHidden: boolean
}

/**
 * Sounds (and vibrates) when a room message or a spark reaches this device after the page opened:
 * rows changed since then are watched in the mirror, so a message pulled by the sync worker, sent
 * by realtime or written in another tab is heard the same way. Renders nothing.
 */
export function ArrivalCues({ notifyWhenHidden }: ArrivalCuesProps) {
  const userId = useAuth().user?.id ?? ''
  const [watchStart] = useState(() => Date.now())
  const since = new Date(watchStart - ARRIVAL_GRACE_MS).toISOString()
  const read = useMirrorRead(
    async (db) => {
      const [messages, sparks] = await Promise.all([
        db.mirror('yel_room_messages').where('updated_at').above(since).toArray(),
        db
          .mirror('sparks')
          .where('updated_at')
          .above(since)
          .filter((spark) => spark.user_id === userId)
          .toArray(),
      ])
      return { messages, sparks }
    },
    [since, userId],
    { what: 'new messages and sparks', isEmpty: () => false },
  )
  // What the first look found was there before: only rows seen after it sound.
  const seen = useRef<{ messages: Set<string>; sparks: Set<string> } | null>(null)
  useEffect(() => {
    if (read.status !== 'ready' || userId === '') return
    const { messages, sparks } = read.data
    if (!seen.current) {
      seen.current = {
        messages: new Set(messages.map((row) => row.id)),
        sparks: new Set(sparks.map((row) => row.id)),
      }
      return
    }
    const arrivals = {
      messages: newRows(messages, seen.current.messages, watchStart),
      sparks: newRows(sparks, seen.current.sparks, watchStart),
    }
    for (const cue of arrivalCues(arrivals, userId)) {
      void claimCue(cue.rowId).then((claimed) => {
        if (!claimed) return
        playAudioCue(cue.event)
        if (cue.message && notifyWhenHidden) {
          const { title, body } = notificationFor(cue.message)
          notifyInBackground(title, body, `message-${cue.rowId}`)
        }
      })
    }
  }, [read, userId, watchStart, notifyWhenHidden])
  return null
}
