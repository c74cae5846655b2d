import { describe, expect, it, vi } from 'vitest'
import {
  type AudioContextLike,
  type AudioNodeLike,
  type AudioParamLike,
  choiceForSound,
  clampVolume,
  createSoundPlayer,
  HAPTIC_PATTERNS,
  SOUND_CHOICES,
  SOUND_IDS,
  SOUND_RECIPES,
  soundDuration,
  soundForChoice,
  vibrate,
} from '../../../src/lib/sounds.ts'

type ParamCall = readonly [string, number, number]

function fakeParam(calls: ParamCall[]): AudioParamLike {
  return {
    setValueAtTime: (value, time) => calls.push(['set', value, time]),
    linearRampToValueAtTime: (value, time) => calls.push(['linear', value, time]),
    exponentialRampToValueAtTime: (value, time) => calls.push(['exponential', value, time]),
  }
}

function fakeContext(state = 'running') {
  const oscillators: { type: string; frequency: ParamCall[]; started: number; stopped: number }[] = []
  const gains: ParamCall[][] = []
  const connections: [unknown, unknown][] = []
  const destination: AudioNodeLike = { connect: () => undefined }
  const resume = vi.fn(async () => undefined)
  const context: AudioContextLike = {
    currentTime: 10,
    destination,
    state,
    resume,
    createOscillator() {
      const record = { type: '', frequency: [] as ParamCall[], started: -1, stopped: -1 }
      oscillators.push(record)
      const node = {
        set type(value: OscillatorType) {
          record.type = value
        },
        get type(): OscillatorType {
          return record.type as OscillatorType
        },
        frequency: fakeParam(record.frequency),
        start: (when: number) => {
          record.started = when
        },
        stop: (when: number) => {
          record.stopped = when
        },
        connect: (target: AudioNodeLike) => connections.push([node, target]),
      }
      return node
    },
    createGain() {
      const calls: ParamCall[] = []
      gains.push(calls)
      const node = {
        gain: fakeParam(calls),
        connect: (target: AudioNodeLike) => connections.push([node, target]),
      }
      return node
    },
  }
  return { context, oscillators, gains, connections, destination, resume }
}

describe('product sounds (001 §9, 002 §3)', () => {
  it('has the five YEL sounds and the spark, one per sound choice', () => {
    expect(SOUND_IDS).toEqual(['YEL-angry', 'YEL-gentle', 'YEL-cricket', 'YEL-honk', 'YEL-jurassic', 'spark'])
    expect(SOUND_CHOICES.map(soundForChoice)).toEqual([...SOUND_IDS])
    for (const id of SOUND_IDS) expect(soundForChoice(choiceForSound(id))).toBe(id)
  })

  it('gives every sound audible tones that last under a second and a half', () => {
    for (const id of SOUND_IDS) {
      const recipe = SOUND_RECIPES[id]
      expect(recipe.id).toBe(id)
      expect(recipe.tones.length).toBeGreaterThan(0)
      for (const tone of recipe.tones) {
        expect(tone.level).toBeGreaterThan(0)
        expect(tone.level).toBeLessThanOrEqual(1)
        expect(tone.pitch.length).toBeGreaterThan(1)
        for (const [offset, hz] of tone.pitch) {
          expect(offset).toBeGreaterThanOrEqual(0)
          expect(offset).toBeLessThanOrEqual(tone.duration)
          expect(hz).toBeGreaterThanOrEqual(20)
          expect(hz).toBeLessThanOrEqual(20_000)
        }
      }
      expect(soundDuration(recipe)).toBeGreaterThan(0.1)
      expect(soundDuration(recipe)).toBeLessThan(1.5)
    }
  })

  it('sounds differ from one another', () => {
    const shapes = SOUND_IDS.map((id) => JSON.stringify(SOUND_RECIPES[id].tones))
    expect(new Set(shapes).size).toBe(SOUND_IDS.length)
  })

  it('keeps volumes between 0 and 1', () => {
    expect(clampVolume(0.7)).toBe(0.7)
    expect(clampVolume(1.4)).toBe(1)
    expect(clampVolume(-0.2)).toBe(0)
    expect(clampVolume(Number.NaN)).toBe(0)
  })
})

describe('the sound player', () => {
  it('schedules each tone of the recipe at the context time, through a master gain at the volume', () => {
    const fake = fakeContext()
    const player = createSoundPlayer(() => fake.context)
    const length = player.play('YEL-gentle', 0.7)

    const recipe = SOUND_RECIPES['YEL-gentle']
    expect(length).toBeCloseTo(soundDuration(recipe))
    expect(fake.oscillators).toHaveLength(recipe.tones.length)
    expect(fake.gains[0]?.[0]).toEqual(['set', 0.7, 10])
    expect(fake.connections.some(([, target]) => target === fake.destination)).toBe(true)
    recipe.tones.forEach((tone, index) => {
      const oscillator = fake.oscillators[index]
      expect(oscillator?.type).toBe(tone.wave)
      expect(oscillator?.started).toBeCloseTo(10 + tone.at)
      expect(oscillator?.stopped).toBeGreaterThan(10 + tone.at + tone.duration)
      expect(oscillator?.frequency[0]).toEqual(['set', tone.pitch[0]?.[1], 10 + tone.at])
    })
  })

  it('fades every tone in to its level and out to silence at its end', () => {
    const fake = fakeContext()
    createSoundPlayer(() => fake.context).play('YEL-honk', 1)
    const recipe = SOUND_RECIPES['YEL-honk']
    recipe.tones.forEach((tone, index) => {
      const envelope = fake.gains[index + 1] ?? []
      expect(envelope.find(([kind]) => kind === 'linear')?.[1]).toBe(tone.level)
      const fadeOut = envelope.find(([kind]) => kind === 'exponential')
      expect(fadeOut?.[2]).toBeCloseTo(10 + tone.at + tone.duration)
    })
  })

  it('plays nothing at volume 0 and makes no audio context for it', () => {
    const create = vi.fn(() => fakeContext().context)
    expect(createSoundPlayer(create).play('spark', 0)).toBe(0)
    expect(create).not.toHaveBeenCalled()
  })

  it('plays nothing where the browser has no Web Audio', () => {
    expect(createSoundPlayer(() => null).play('YEL-angry', 0.5)).toBe(0)
  })

  it('makes one context for many sounds and resumes it when the browser suspended it', () => {
    const fake = fakeContext('suspended')
    const create = vi.fn(() => fake.context)
    const player = createSoundPlayer(create)
    player.play('YEL-cricket', 0.6)
    player.play('YEL-jurassic', 0.6)
    expect(create).toHaveBeenCalledTimes(1)
    expect(fake.resume).toHaveBeenCalled()
  })
})

describe('haptics (001 §9)', () => {
  it('uses the spec patterns: light 50 ms, medium 100-50-100, heavy 200-100-200-100-200', () => {
    expect(HAPTIC_PATTERNS).toEqual({
      light: [50],
      medium: [100, 50, 100],
      heavy: [200, 100, 200, 100, 200],
    })
  })

  it('vibrates through the Vibration API where present', () => {
    const device = { vibrate: vi.fn(() => true) }
    expect(vibrate('medium', device)).toBe(true)
    expect(device.vibrate).toHaveBeenCalledWith([100, 50, 100])
  })

  it('does nothing where the device cannot vibrate', () => {
    expect(vibrate('heavy', {})).toBe(false)
    expect(vibrate('heavy', undefined)).toBe(false)
    expect(
      vibrate('light', {
        vibrate: () => {
          throw new Error('blocked')
        },
      }),
    ).toBe(false)
  })
})
