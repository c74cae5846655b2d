import { describe, expect, it } from 'vitest'
import { phaseClock } from '../../chaos/phases.ts'

describe('the chaos run phase clock', () => {
  it('adds up each phase and says which are still running, so a run that hangs can say where', async () => {
    let now = 0
    const clock = phaseClock(() => now)
    let release = () => {}
    const stuck = clock.time('quiescence', () => {
      now += 5
      return clock.time('fault.kill', () => new Promise<void>((resolve) => (release = resolve)))
    })
    await Promise.resolve()
    expect(clock.running()).toEqual(['quiescence', 'fault.kill'])
    now += 10
    release()
    await stuck
    await expect(clock.time('check', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(clock.running()).toEqual([])
    expect(clock.spent).toEqual({ 'fault.kill': 10, quiescence: 15, check: 0 })
  })
})
