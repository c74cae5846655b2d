import { describe, expect, it } from 'vitest'
import { backoffDelay, MAX_RETRY_DELAY_MS, SYNC_RETRY_DELAY_MS } from '../../../sync/backoff.ts'
import { classifyError, ERROR_CLASS } from '../../../sync/push/classify.ts'

describe('backoffDelay', () => {
  it('waits the spec retry delay of 1 second before the first retry', () => {
    expect(SYNC_RETRY_DELAY_MS).toBe(1000)
    expect(backoffDelay(1, () => 0.99)).toBe(1000)
  })

  it('doubles with jitter afterwards', () => {
    expect(backoffDelay(2, () => 0)).toBe(1000)
    expect(backoffDelay(2, () => 1)).toBe(2000)
    expect(backoffDelay(4, () => 0)).toBe(4000)
    expect(backoffDelay(4, () => 1)).toBe(8000)
  })

  it('never waits longer than 60 seconds, however long the outage', () => {
    expect(MAX_RETRY_DELAY_MS).toBe(60_000)
    expect(backoffDelay(50, () => 1)).toBe(60_000)
    expect(backoffDelay(50, () => 0)).toBe(30_000)
  })
})

describe('classifyError', () => {
  const err = (status: number, code: string | null = null) => ({ status, code, message: 'x' })

  it('retries network failures, 5xx, 408 and 429', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504])
      expect(classifyError(err(status))).toBe(ERROR_CLASS.retry)
  })

  it('refreshes the session on an expired token', () => {
    expect(classifyError(err(401, 'PGRST301'))).toBe(ERROR_CLASS.auth)
    expect(classifyError(err(401))).toBe(ERROR_CLASS.auth)
  })

  it('retries a serialization failure, deadlock, lock timeout or cancelled statement whatever the status', () => {
    for (const code of ['40001', '40P01', '55P03', '57014', '53300', '08006'])
      for (const status of [400, 409, 500])
        expect(classifyError(err(status, code)), `${status} ${code}`).toBe(ERROR_CLASS.retry)
  })

  it('sets aside a permanent Postgres refusal even when a proxy answered it with a 5xx', () => {
    expect(classifyError(err(500, '23502'))).toBe(ERROR_CLASS.reject)
    expect(classifyError(err(502, '42703'))).toBe(ERROR_CLASS.reject)
  })

  it('refreshes the session only for the token codes, not for any 401', () => {
    expect(classifyError(err(401, 'PGRST303'))).toBe(ERROR_CLASS.auth)
    expect(classifyError(err(403, 'PGRST301'))).toBe(ERROR_CLASS.auth)
  })

  it('sets aside RLS, constraint and invalid-data refusals', () => {
    expect(classifyError(err(403, '42501'))).toBe(ERROR_CLASS.reject)
    expect(classifyError(err(401, '42501'))).toBe(ERROR_CLASS.reject)
    expect(classifyError(err(409, '23505'))).toBe(ERROR_CLASS.reject)
    expect(classifyError(err(400, '23514'))).toBe(ERROR_CLASS.reject)
  })
})
