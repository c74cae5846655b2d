/**
 * The product's sounds and haptics (001 §9, 002 §3), synthesised with Web Audio instead of the spec's
 * mp3 files: nothing to download or precache, so they play offline from the first visit, and every
 * sound is plain data that a test can read.
 *
 * A recipe is a list of tones; a tone is a wave whose pitch moves through points and whose loudness
 * rises in `ATTACK_S` and fades out by its end. The player turns a recipe into oscillator and gain
 * nodes on an AudioContext it is given, so tests pass a fake context and read what was scheduled.
 */

export const SOUND_IDS = [
  'YEL-angry',
  'YEL-gentle',
  'YEL-cricket',
  'YEL-honk',
  'YEL-jurassic',
  'spark',
] as const
export type SoundId = (typeof SOUND_IDS)[number]

/** The short names of 002 §3's sound choices, one per sound. */
export const SOUND_CHOICES = ['angry', 'gentle', 'cricket', 'honk', 'jurassic', 'spark'] as const
export type SoundChoice = (typeof SOUND_CHOICES)[number]

const SOUND_BY_CHOICE: Readonly<Record<SoundChoice, SoundId>> = {
  angry: 'YEL-angry',
  gentle: 'YEL-gentle',
  cricket: 'YEL-cricket',
  honk: 'YEL-honk',
  jurassic: 'YEL-jurassic',
  spark: 'spark',
}

export const SOUND_LABELS: Readonly<Record<SoundId, string>> = {
  'YEL-angry': 'Angry',
  'YEL-gentle': 'Gentle',
  'YEL-cricket': 'Cricket',
  'YEL-honk': 'Honk',
  'YEL-jurassic': 'Jurassic',
  spark: 'Spark',
}

export function soundForChoice(choice: SoundChoice): SoundId {
  return SOUND_BY_CHOICE[choice]
}

export function choiceForSound(sound: SoundId): SoundChoice {
  return SOUND_CHOICES.find((choice) => SOUND_BY_CHOICE[choice] === sound) ?? 'gentle'
}

export function isSoundId(value: unknown): value is SoundId {
  return SOUND_IDS.some((id) => id === value)
}

/** 001 §9: the default chirp volume and the softer "peep" (the website's ambient sounds). */
export const DEFAULT_CHIRP_VOLUME = 0.7
export const DEFAULT_PEEP_VOLUME = 0.6

export type Wave = 'sine' | 'square' | 'sawtooth' | 'triangle'

/** [seconds after the tone starts, frequency in Hz]; the pitch glides between points. */
export type PitchPoint = readonly [number, number]

export type Tone = {
  readonly wave: Wave
  /** Seconds after the sound starts. */
  readonly at: number
  readonly duration: number
  /** Peak loudness of this tone, 0-1, before the player's volume. */
  readonly level: number
  readonly pitch: readonly PitchPoint[]
}

export type SoundRecipe = { readonly id: SoundId; readonly tones: readonly Tone[] }

export const ATTACK_S = 0.01
/** Exponential ramps cannot reach 0: this is "silent" at the end of each tone. */
export const SILENT_GAIN = 0.0001

function pulses(count: number, every: number, tone: Omit<Tone, 'at'>): Tone[] {
  return Array.from({ length: count }, (_, index) => ({ ...tone, at: index * every }))
}

/** Pitch points that wobble around a falling line: the roar's growl. */
function growl(from: number, to: number, duration: number, wobbles: number, depth: number): PitchPoint[] {
  const points: PitchPoint[] = []
  const steps = wobbles * 2
  for (let step = 0; step <= steps; step += 1) {
    const t = (duration * step) / steps
    const base = from + ((to - from) * step) / steps
    points.push([t, step % 2 === 0 ? base : base * (1 + depth)])
  }
  return points
}

export const SOUND_RECIPES: Readonly<Record<SoundId, SoundRecipe>> = {
  // Two harsh falling squawks: hard to ignore (mentions, 002 §3 default with a heavy haptic).
  'YEL-angry': {
    id: 'YEL-angry',
    tones: [
      {
        wave: 'sawtooth',
        at: 0,
        duration: 0.16,
        level: 0.55,
        pitch: [
          [0, 620],
          [0.16, 380],
        ],
      },
      {
        wave: 'square',
        at: 0,
        duration: 0.16,
        level: 0.2,
        pitch: [
          [0, 930],
          [0.16, 570],
        ],
      },
      {
        wave: 'sawtooth',
        at: 0.2,
        duration: 0.22,
        level: 0.6,
        pitch: [
          [0, 660],
          [0.22, 330],
        ],
      },
    ],
  },
  // A soft rising two-note chirp (chat messages).
  'YEL-gentle': {
    id: 'YEL-gentle',
    tones: [
      {
        wave: 'sine',
        at: 0,
        duration: 0.14,
        level: 0.5,
        pitch: [
          [0, 880],
          [0.14, 1040],
        ],
      },
      {
        wave: 'sine',
        at: 0.12,
        duration: 0.2,
        level: 0.45,
        pitch: [
          [0, 1175],
          [0.2, 1320],
        ],
      },
    ],
  },
  // A cricket's trill: four quick high pulses (recording starts).
  'YEL-cricket': {
    id: 'YEL-cricket',
    tones: pulses(4, 0.07, {
      wave: 'triangle',
      duration: 0.045,
      level: 0.5,
      pitch: [
        [0, 4200],
        [0.045, 4500],
      ],
    }),
  },
  // Two nasal goose honks a minor third apart, bending down (recording ends).
  'YEL-honk': {
    id: 'YEL-honk',
    tones: [
      {
        wave: 'square',
        at: 0,
        duration: 0.18,
        level: 0.4,
        pitch: [
          [0, 330],
          [0.18, 300],
        ],
      },
      {
        wave: 'square',
        at: 0,
        duration: 0.18,
        level: 0.25,
        pitch: [
          [0, 392],
          [0.18, 360],
        ],
      },
      {
        wave: 'square',
        at: 0.24,
        duration: 0.26,
        level: 0.45,
        pitch: [
          [0, 300],
          [0.26, 250],
        ],
      },
    ],
  },
  // A low growling roar that falls away (sparks and successes).
  'YEL-jurassic': {
    id: 'YEL-jurassic',
    tones: [
      { wave: 'sawtooth', at: 0, duration: 0.9, level: 0.6, pitch: growl(190, 85, 0.9, 9, 0.06) },
      { wave: 'triangle', at: 0, duration: 0.9, level: 0.35, pitch: growl(95, 45, 0.9, 9, 0.06) },
    ],
  },
  // A bright upward sweep and a glint on top.
  spark: {
    id: 'spark',
    tones: [
      {
        wave: 'sine',
        at: 0,
        duration: 0.18,
        level: 0.45,
        pitch: [
          [0, 1200],
          [0.18, 2400],
        ],
      },
      {
        wave: 'triangle',
        at: 0.15,
        duration: 0.12,
        level: 0.3,
        pitch: [
          [0, 3200],
          [0.12, 3600],
        ],
      },
    ],
  },
}

/** Seconds from the first tone's start to the last tone's end. */
export function soundDuration(recipe: SoundRecipe): number {
  return recipe.tones.reduce((longest, tone) => Math.max(longest, tone.at + tone.duration), 0)
}

/** Volumes are 0-1 here; settings screens show percent and divide by 100. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0
  return Math.min(1, Math.max(0, volume))
}

// The slice of Web Audio the player uses, so a test can hand in a small fake.
export type AudioParamLike = {
  setValueAtTime(value: number, time: number): unknown
  linearRampToValueAtTime(value: number, time: number): unknown
  exponentialRampToValueAtTime(value: number, time: number): unknown
}
export type AudioNodeLike = { connect(destination: AudioNodeLike): unknown }
export type OscillatorLike = AudioNodeLike & {
  type: OscillatorType
  readonly frequency: AudioParamLike
  start(when: number): void
  stop(when: number): void
}
export type GainLike = AudioNodeLike & { readonly gain: AudioParamLike }
export type AudioContextLike = {
  readonly currentTime: number
  readonly destination: AudioNodeLike
  readonly state: string
  resume(): Promise<void>
  createOscillator(): OscillatorLike
  createGain(): GainLike
}

function scheduleTone(context: AudioContextLike, output: AudioNodeLike, tone: Tone, start: number): void {
  const oscillator = context.createOscillator()
  const envelope = context.createGain()
  const begin = start + tone.at
  const end = begin + tone.duration
  oscillator.type = tone.wave
  const [first, ...rest] = tone.pitch
  oscillator.frequency.setValueAtTime(first?.[1] ?? 440, begin)
  for (const [offset, hz] of rest) oscillator.frequency.linearRampToValueAtTime(hz, begin + offset)
  envelope.gain.setValueAtTime(SILENT_GAIN, begin)
  envelope.gain.linearRampToValueAtTime(tone.level, begin + Math.min(ATTACK_S, tone.duration / 2))
  envelope.gain.exponentialRampToValueAtTime(SILENT_GAIN, end)
  oscillator.connect(envelope)
  envelope.connect(output)
  oscillator.start(begin)
  oscillator.stop(end + 0.02)
}

export type SoundPlayer = {
  /** Plays a sound at a volume of 0-1; answers its length in seconds, 0 when nothing played. */
  play(sound: SoundId, volume: number): number
}

/**
 * The context is made on the first play, not before: browsers only let audio start after a user
 * gesture, and a page that never plays a sound should not hold an audio device.
 */
export function createSoundPlayer(createContext: () => AudioContextLike | null): SoundPlayer {
  let context: AudioContextLike | null = null
  return {
    play(sound, volume) {
      const level = clampVolume(volume)
      if (level === 0) return 0
      context ??= createContext()
      if (!context) return 0
      if (context.state === 'suspended') context.resume().catch(() => undefined)
      const recipe = SOUND_RECIPES[sound]
      const master = context.createGain()
      const start = context.currentTime
      master.gain.setValueAtTime(level, start)
      master.connect(context.destination)
      for (const tone of recipe.tones) scheduleTone(context, master, tone, start)
      return soundDuration(recipe)
    },
  }
}

/** The browser's AudioContext, or null where Web Audio is missing (or refuses to start). */
export function browserAudioContext(): AudioContextLike | null {
  if (typeof AudioContext === 'undefined') return null
  try {
    return new AudioContext()
  } catch {
    return null
  }
}

export const HAPTIC_INTENSITIES = ['light', 'medium', 'heavy'] as const
export type HapticIntensity = (typeof HAPTIC_INTENSITIES)[number]

/** 001 §9: vibration patterns in milliseconds (vibrate, pause, vibrate, …). */
export const HAPTIC_PATTERNS: Readonly<Record<HapticIntensity, readonly number[]>> = {
  light: [50],
  medium: [100, 50, 100],
  heavy: [200, 100, 200, 100, 200],
}

export function isHapticIntensity(value: unknown): value is HapticIntensity {
  return HAPTIC_INTENSITIES.some((intensity) => intensity === value)
}

/** `navigator` in the browser; desktops and iOS Safari have no `vibrate`, which is fine. */
export type Vibrator = { vibrate?: (pattern: number[]) => boolean }

/** Answers whether the device accepted the pattern. */
export function vibrate(intensity: HapticIntensity, device: Vibrator | undefined): boolean {
  if (typeof device?.vibrate !== 'function') return false
  try {
    return device.vibrate([...HAPTIC_PATTERNS[intensity]])
  } catch {
    return false
  }
}
