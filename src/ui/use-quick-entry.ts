import { useCallback, useRef, useState } from 'react'
import { remainingDraft } from '../lib/draft.ts'

export interface QuickEntry {
  draft: string
  setDraft: (text: string) => void
  /** A send is under way: a second one waits, so Enter pressed twice sends the words once. */
  sending: boolean
  /** Sends the box's words; when `send` answers true only those words leave the box. */
  submit: () => Promise<boolean>
}

/** The text box of a quick entry that sends what it holds (`send` answers whether it landed). */
export function useQuickEntry(send: (text: string) => Promise<boolean>, initial = ''): QuickEntry {
  const [draft, setDraft] = useState(initial)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const latest = useRef({ draft, send })
  latest.current = { draft, send }
  const submit = useCallback(async () => {
    if (inFlight.current) return false
    const sent = latest.current.draft
    inFlight.current = true
    setSending(true)
    try {
      const landed = await latest.current.send(sent)
      if (landed) setDraft((current) => remainingDraft(current, sent))
      return landed
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }, [])
  return { draft, setDraft, sending, submit }
}
