import { useCallback, useEffect, useState } from 'react'
import { type PublicProposal, useProposalStore } from '../../data/public-proposals.ts'
import { PROPOSAL_TEXTS } from './texts.ts'

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: T }

/** Runs `read` against the proposal store (online), with loading, error and a retry. */
function useLoad<T>(read: () => Promise<T>, key: string) {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `read` reads
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    read()
      .then((value) => live && setState({ status: 'ready', value }))
      .catch((error: unknown) => {
        console.error(PROPOSAL_TEXTS.loadFailed, error)
        const message = navigator.onLine ? PROPOSAL_TEXTS.loadFailed : PROPOSAL_TEXTS.offline
        if (live) setState({ status: 'error', message })
      })
    return () => {
      live = false
    }
  }, [key, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry, setState }
}

export function useProposalList() {
  const store = useProposalStore()
  return useLoad(() => store.list(), 'list')
}

/** One proposal by id; `new` starts an empty draft (null). */
export function useProposal(id: string) {
  const store = useProposalStore()
  return useLoad<PublicProposal | null>(() => (id === 'new' ? Promise.resolve(null) : store.get(id)), id)
}
