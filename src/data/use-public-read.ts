import { useCallback, useEffect, useState } from 'react'
import { PublicReadError, type PublicSiteBackend, usePublicSite } from './public-site.ts'

export type PublicRead<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: PublicReadError; retry: () => void }

/**
 * A read of the public site (src/data/public-site.ts) as screen state: loading, the answer, or an
 * error with Retry. `key` names the question; a new key starts over; a null key reads nothing.
 */
export function usePublicRead<T>(
  key: string | null,
  read: (site: PublicSiteBackend) => Promise<T>,
): PublicRead<T> {
  const site = usePublicSite()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ key: string | null; attempt: number; result: PublicRead<T> } | null>(
    null,
  )
  const retry = useCallback(() => setAttempt((value) => value + 1), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a new closure each render; the key names it.
  useEffect(() => {
    let current = true
    if (key === null) return
    if (!site) {
      setState({
        key,
        attempt,
        result: { status: 'error', error: new PublicReadError('Not connected', true), retry },
      })
      return
    }
    read(site).then(
      (data) => current && setState({ key, attempt, result: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setState({
          key,
          attempt,
          result: {
            status: 'error',
            error: error instanceof PublicReadError ? error : new PublicReadError(String(error), false),
            retry,
          },
        }),
    )
    return () => {
      current = false
    }
  }, [site, key, attempt, retry])

  return state && state.key === key && state.attempt === attempt ? state.result : { status: 'loading' }
}
