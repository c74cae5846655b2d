import { useEffect, useRef, useState } from 'react'
import { claimCue, notifyInBackground, playAudioCue } from '../../data/audio-cues.ts'
import { useAuth } from '../../data/auth.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { toast } from '../../ui/toaster.tsx'
import {
  ARRIVAL_GRACE_MS,
  arrivalCues,
  arrivalPolicy,
  cueAlerts,
  newRows,
  notificationFor,
} from './arrival-rules.ts'

interface ArrivalCuesProps {
  shell: 'console' | 'mobile'
}

/**
 * Sounds (and vibrates) when a room message or a spark reaches this device after the page opened:
 * rows changed since then are watched in the mirror, so a message pulled by the sync worker, woken
 * by realtime or written in another tab is heard the same way. What else an arrival shows (a toast,
 * a notification in the background) and whether the advisor's chirps alert at all on the phone is
 * the shell's and tier's `arrivalPolicy`. Renders nothing.
 */
export function ArrivalCues({ shell }: ArrivalCuesProps) {
  const userId = useAuth().user?.id ?? ''
  const access = useMemberAccess()
  // Until the tier is known the phone alerts for no chirp: a free member is never alerted early.
  const { chirpAlerts, toastChirps, notify } = arrivalPolicy(
    shell,
    access.status === 'ready' ? access.access.mobileTier : null,
  )
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
    const current = { chirpAlerts, toastChirps, notify }
    for (const cue of arrivalCues(arrivals, userId, current)) {
      void claimCue(cue.rowId).then((claimed) => {
        if (!claimed) return
        playAudioCue(cue.event)
        if (!cue.message) return
        const alerts = cueAlerts(current, cue)
        const { title, body } = notificationFor(cue.message)
        if (alerts.toast) toast.info(title, { id: `message-${cue.rowId}`, description: body })
        if (alerts.notify) notifyInBackground(title, body, `message-${cue.rowId}`)
      })
    }
  }, [read, userId, watchStart, chirpAlerts, toastChirps, notify])
  return null
}
