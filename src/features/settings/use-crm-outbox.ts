import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useAuth } from '../../data/auth.ts'
import { FunctionCallError, useInvokeFunction } from '../../data/functions.ts'
import {
  CRM_FUNCTION,
  CRM_OUTBOX_CHANGED_EVENT,
  CRM_OUTBOX_KEY,
  type CrmKind,
  type CrmRecord,
  enqueue,
  type FlushResult,
  flushOutbox,
  type OutboxEntry,
  readOutbox,
  removeEntry,
  retryEntry,
  type SendFailure,
} from '../../lib/crm-outbox.ts'
import { SETTINGS_NOTICE_TEXTS } from './texts.ts'

const RETRYABLE_STATUS = new Set([401, 408, 429])

/** Network, 5xx, 408, 429 and 401 (the session refreshes) wait; any other answer is a refusal. */
export function classifyCrmError(error: unknown): SendFailure {
  if (!(error instanceof FunctionCallError)) return { retry: true }
  if (error.offline || error.status === null || error.status >= 500 || RETRYABLE_STATUS.has(error.status)) {
    return { retry: true }
  }
  return { retry: false, message: error.message || SETTINGS_NOTICE_TEXTS.crmRefused }
}

let cachedRaw: string | null | undefined
let cachedEntries: OutboxEntry[] = []

function snapshot(): OutboxEntry[] {
  const raw = window.localStorage.getItem(CRM_OUTBOX_KEY)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedEntries = readOutbox(window.localStorage)
  }
  return cachedEntries
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CRM_OUTBOX_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CRM_OUTBOX_CHANGED_EVENT, listener)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CRM_OUTBOX_CHANGED_EVENT, listener)
  }
}

const changed = () => window.dispatchEvent(new Event(CRM_OUTBOX_CHANGED_EVENT))

/** One sender per origin at a time (tabs included), so no call is sent twice. */
function exclusively<T>(run: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(CRM_OUTBOX_KEY, run) : run()
}

export type SubmitOutcome =
  | { status: 'delivered' }
  | { status: 'queued' }
  | { status: 'failed'; message: string }

const NOTHING: FlushResult = { delivered: [], failed: [], waiting: 0 }

/** The member's CRM calls: submit keeps them on the device and sends them; flush sends what waits. */
export function useCrmOutbox() {
  const invoke = useInvokeFunction()
  const userId = useAuth().user?.id ?? null
  const all = useSyncExternalStore(subscribe, snapshot)
  const entries = useMemo(() => all.filter((entry) => entry.userId === userId), [all, userId])

  const flush = useCallback(
    async (force: boolean): Promise<FlushResult> => {
      if (!userId) return NOTHING
      const result = await exclusively(() =>
        flushOutbox({
          storage: window.localStorage,
          userId,
          now: Date.now,
          force,
          classify: classifyCrmError,
          send: async (record) => {
            await invoke(CRM_FUNCTION, { body: record })
          },
        }),
      )
      changed()
      return result
    },
    [invoke, userId],
  )

  /** Throws when the device cannot keep the call (storage full): nothing was queued then. */
  const submit = useCallback(
    async (kind: CrmKind, records: readonly CrmRecord[]): Promise<SubmitOutcome> => {
      if (!userId) throw new Error('Not signed in')
      const now = Date.now()
      const ids = records.map((record) => {
        const entry: OutboxEntry = {
          id: crypto.randomUUID(),
          userId,
          kind,
          record,
          createdAt: now,
          attempts: 0,
          nextAttemptAt: now,
          failed: null,
        }
        enqueue(window.localStorage, entry)
        return entry.id
      })
      changed()
      if (!navigator.onLine) return { status: 'queued' }
      const result = await flush(true)
      const refused = result.failed.find((entry) => ids.includes(entry.id))
      if (refused) return { status: 'failed', message: refused.failed ?? SETTINGS_NOTICE_TEXTS.crmRefused }
      const sent = ids.every((id) => result.delivered.some((entry) => entry.id === id))
      return sent ? { status: 'delivered' } : { status: 'queued' }
    },
    [flush, userId],
  )

  return {
    entries,
    flush,
    submit,
    retry: async (id: string) => {
      retryEntry(window.localStorage, id, Date.now())
      changed()
      await flush(true)
    },
    discard: (id: string) => {
      removeEntry(window.localStorage, id)
      changed()
    },
  }
}
