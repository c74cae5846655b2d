import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDENT_PHRASE, identDuration } from '../../../../src/features/tools/sound-rules.ts'
import { ChirpTest, StudioIdentTest } from '../../../../src/features/tools/sound-tests.tsx'
import { SOUND_RECIPES, soundDuration } from '../../../../src/lib/sounds.ts'

/** A Web Audio stand-in that records the oscillators it is asked for. */
function fakeAudio() {
  const oscillators: string[] = []
  const param = { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} }
  class FakeContext {
    currentTime = 0
    state = 'running'
    destination = { connect() {} }
    resume = async () => {}
    createGain() {
      return { gain: param, connect() {} }
    }
    createOscillator() {
      const node = { type: 'sine', frequency: param, connect() {}, start() {}, stop() {} }
      oscillators.push('oscillator')
      return node
    }
  }
  vi.stubGlobal('AudioContext', FakeContext)
  return oscillators
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('chirp and studio ident tests', () => {
  it('plays a product sound with Web Audio and says which one is playing', async () => {
    const oscillators = fakeAudio()
    render(<ChirpTest />)
    await userEvent.click(screen.getByRole('button', { name: 'Play Gentle' }))
    expect(oscillators).toHaveLength(SOUND_RECIPES['YEL-gentle'].tones.length)
    expect(screen.getByRole('status').textContent).toBe('Playing Gentle…')
    expect(screen.getByText('Plays for: chat messages')).toBeDefined()
  })

  it('says so when the browser cannot play synthesised sound', async () => {
    vi.stubGlobal('AudioContext', undefined)
    render(<ChirpTest />)
    await userEvent.click(screen.getByRole('button', { name: 'Play Spark' }))
    expect(screen.getByText(/cannot play synthesised sound/)).toBeDefined()
  })

  it('plays the ident as the gentle chirp, then the spark', async () => {
    const oscillators = fakeAudio()
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    render(<StudioIdentTest />)
    screen.getByRole('button', { name: 'Play the studio ident' }).click()
    expect(oscillators).toHaveLength(SOUND_RECIPES['YEL-gentle'].tones.length)
    vi.advanceTimersByTime(1000)
    expect(oscillators).toHaveLength(
      SOUND_RECIPES['YEL-gentle'].tones.length + SOUND_RECIPES.spark.tones.length,
    )
    expect(IDENT_PHRASE.map((step) => step.sound)).toEqual(['YEL-gentle', 'spark'])
    expect(identDuration()).toBeGreaterThan(soundDuration(SOUND_RECIPES['YEL-gentle']))
  })
})
