import { describe, expect, it } from 'vitest'
import { isTelemetry } from '../../../sync/tables.ts'
import { toSyncMessage } from '../../../sync/worker-api.ts'

describe('the messages between tabs', () => {
  it('carries whether a queued write is only telemetry, and nothing else a sender adds', () => {
    expect(toSyncMessage({ type: 'queued', telemetry: true })).toEqual({ type: 'queued', telemetry: true })
    expect(toSyncMessage({ type: 'queued', telemetry: 'yes' })).toEqual({ type: 'queued' })
    expect(toSyncMessage('queued')).toEqual({ type: 'queued' })
    expect(toSyncMessage({ type: 'catch-up', telemetry: true })).toEqual({ type: 'catch-up' })
    expect(toSyncMessage({ type: 'nonsense' })).toBeNull()
  })

  it('counts only push-only tables as telemetry', () => {
    expect(isTelemetry({ table: 'app_context_log' })).toBe(true)
    expect(isTelemetry({ table: 'context_detection_log' })).toBe(true)
    expect(isTelemetry({ table: 'sparks' })).toBe(false)
    expect(isTelemetry({ table: 'no_such_table' })).toBe(false)
    expect(isTelemetry(null)).toBe(false)
  })
})
