import { useEffect, useRef } from 'react'
import { toastSuccess } from '../../data/write.ts'
import type { FlushResult } from '../../lib/crm-outbox.ts'
import { toast } from '../../ui/toaster.tsx'
import { SETTINGS_NOTICE_TEXTS } from './texts.ts'
import { useCrmOutbox } from './use-crm-outbox.ts'

/** While calls wait, how often the console tries again (the backoff inside decides what is due). */
export const CRM_FLUSH_INTERVAL_MS = 15_000

function announce(result: FlushResult) {
  if (result.delivered.some((entry) => entry.kind === 'profile'))
    toastSuccess(SETTINGS_NOTICE_TEXTS.profileUpdated)
  if (result.delivered.some((entry) => entry.kind === 'interaction'))
    toastSuccess(SETTINGS_NOTICE_TEXTS.interactionLogged)
  for (const entry of result.failed) {
    const fallback =
      entry.kind === 'profile'
        ? SETTINGS_NOTICE_TEXTS.profileUpdateFailed
        : SETTINGS_NOTICE_TEXTS.interactionFailed
    toast.error(entry.failed ?? fallback)
  }
}

/**
 * Sends the CRM calls that waited for the network: on opening the console, when the network returns and
 * every few seconds while some wait. Mounted once by the console (src/app), it renders nothing.
 */
export function CrmOutboxRunner() {
  const { entries, flush } = useCrmOutbox()
  const waiting = entries.some((entry) => entry.failed === null)
  const flushRef = useRef(flush)
  flushRef.current = flush

  // Again for each signed-in member: their calls only ever go with their own session.
  useEffect(() => {
    const run = () => {
      flush(true).then(announce, (error: unknown) => console.error('CRM outbox flush failed', error))
    }
    window.addEventListener('online', run)
    run()
    return () => window.removeEventListener('online', run)
  }, [flush])

  useEffect(() => {
    if (!waiting) return
    const timer = window.setInterval(() => {
      if (!navigator.onLine) return
      flushRef
        .current(false)
        .then(announce, (error: unknown) => console.error('CRM outbox flush failed', error))
    }, CRM_FLUSH_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [waiting])

  return null
}
