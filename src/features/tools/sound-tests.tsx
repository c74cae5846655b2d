import { useEffect, useRef, useState } from 'react'
import { DEFAULT_EVENT_AUDIO } from '../../lib/audio-settings.ts'
import {
  browserAudioContext,
  createSoundPlayer,
  DEFAULT_CHIRP_VOLUME,
  SOUND_IDS,
  SOUND_LABELS,
  SOUND_RECIPES,
  type SoundId,
  type SoundPlayer,
  soundDuration,
} from '../../lib/sounds.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { EVENT_LABELS, IDENT_PHRASE, identDuration } from './sound-rules.ts'
import { SOUND_TEXTS } from './texts.ts'

/** Which product events play this sound by default (the audio settings' defaults). */
function usesOf(sound: SoundId): string[] {
  return Object.entries(DEFAULT_EVENT_AUDIO)
    .filter(([, audio]) => audio.sound === sound)
    .map(([event]) => EVENT_LABELS[event as keyof typeof EVENT_LABELS])
}

/** One player per page, made on the first press (browsers only start audio after a gesture). */
function usePlayer() {
  const player = useRef<SoundPlayer | null>(null)
  const [playing, setPlaying] = useState<string | null>(null)
  const [unavailable, setUnavailable] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  // A phrase still playing when the page is left must not play on, nor set state on an unmounted page.
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  const later = (run: () => void, ms: number) => timers.current.push(setTimeout(run, ms))
  const play = (
    label: string,
    phrase: readonly { sound: SoundId; at: number }[],
    volume: number,
    length: number,
  ) => {
    player.current ??= createSoundPlayer(browserAudioContext)
    const current = player.current
    const [first, ...rest] = phrase
    if (!first || volume === 0) return
    // The player answers 0 when it has no audio context: the browser cannot play synthesised sound.
    if (current.play(first.sound, volume) === 0) {
      setUnavailable(true)
      return
    }
    for (const { sound, at } of rest) later(() => current.play(sound, volume), at * 1000)
    setPlaying(label)
    later(() => setPlaying((now) => (now === label ? null : now)), Math.ceil(length * 1000) + 150)
  }
  return { play, playing, unavailable }
}

function VolumeField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <Field label={SOUND_TEXTS.volume} hint={`${value}%`}>
      <Input
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  )
}

/** /chirp-test: every product sound, played with Web Audio at the chosen volume (001 §9, 002 §3). */
export function ChirpTest() {
  const [volume, setVolume] = useState(Math.round(DEFAULT_CHIRP_VOLUME * 100))
  const { play, playing, unavailable } = usePlayer()
  return (
    <div className="grid gap-6">
      <Card className="grid max-w-md gap-3">
        <VolumeField value={volume} onChange={setVolume} />
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SOUND_IDS.map((sound) => {
          const label = SOUND_LABELS[sound]
          const uses = usesOf(sound)
          return (
            <li key={sound}>
              <Card className="grid h-full gap-2">
                <h3 className="text-lg font-semibold">{label}</h3>
                <p className="text-sm text-muted-foreground">
                  {uses.length > 0 ? `${SOUND_TEXTS.usedFor} ${uses.join(', ')}` : SOUND_TEXTS.notDefault}
                </p>
                <Button
                  className="mt-auto w-fit"
                  onClick={() =>
                    play(label, [{ sound, at: 0 }], volume / 100, soundDuration(SOUND_RECIPES[sound]))
                  }
                  aria-label={`${SOUND_TEXTS.play} ${label}`}
                >
                  {SOUND_TEXTS.play}
                </Button>
              </Card>
            </li>
          )
        })}
      </ul>
      <p role="status" className="min-h-6 text-sm font-medium">
        {playing ? `${SOUND_TEXTS.playing} ${playing}…` : ''}
      </p>
      {unavailable && <Alert variant="warning">{SOUND_TEXTS.unavailable}</Alert>}
    </div>
  )
}

/** /studio-ident-test: the studio ident — the gentle chirp, then the spark — played as one phrase. */
export function StudioIdentTest() {
  const [volume, setVolume] = useState(Math.round(DEFAULT_CHIRP_VOLUME * 100))
  const { play, playing, unavailable } = usePlayer()
  return (
    <Card className="grid max-w-md gap-4">
      <VolumeField value={volume} onChange={setVolume} />
      <Button
        className="w-fit"
        size="lg"
        onClick={() => play(SOUND_TEXTS.ident, IDENT_PHRASE, volume / 100, identDuration())}
      >
        {SOUND_TEXTS.playIdent}
      </Button>
      <p role="status" className="min-h-6 text-sm font-medium">
        {playing ? `${SOUND_TEXTS.playing} ${playing}…` : ''}
      </p>
      {unavailable && <Alert variant="warning">{SOUND_TEXTS.unavailable}</Alert>}
    </Card>
  )
}
