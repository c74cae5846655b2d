// Delivery to the automation webhook (Zapier's catch hook): POST JSON, retried on network errors,
// 408, 429 and 5xx with exponential backoff (base, 2×base, …), at most `attempts` tries, each bounded
// by a timeout. Anything else (a 4xx) is final: the hook refused the record.

export interface Delivery {
  status: 'delivered' | 'failed' | 'not_configured'
  attempts: number
  http_status: number | null
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500

export async function deliver(
  url: string | undefined,
  payload: unknown,
  options: { attempts: number; baseDelayMs: number; timeoutMs: number },
): Promise<Delivery> {
  if (!url) return { status: 'not_configured', attempts: 0, http_status: null }
  let last: number | null = null
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    if (attempt > 1) await new Promise((done) => setTimeout(done, options.baseDelayMs * 2 ** (attempt - 2)))
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      await response.body?.cancel()
      last = response.status
      if (response.ok) return { status: 'delivered', attempts: attempt, http_status: last }
      if (!retryable(response.status)) return { status: 'failed', attempts: attempt, http_status: last }
    } catch {
      last = null
    }
  }
  return { status: 'failed', attempts: options.attempts, http_status: last }
}
