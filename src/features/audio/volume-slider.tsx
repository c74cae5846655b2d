import { useFieldControl } from '../../ui/field.tsx'

interface VolumeSliderProps {
  /** Percent, 0-100. */
  value: number
  onChange: (percent: number) => void
  disabled?: boolean
}

/** A native range input (keyboard arrows, Page Up/Down, screen-reader value) in steps of 5; the percent shows beside it. */
export function VolumeSlider({ value, onChange, disabled = false }: VolumeSliderProps) {
  const field = useFieldControl({})
  return (
    <div className="flex items-center gap-3">
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        id={field.id}
        aria-describedby={field['aria-describedby']}
        aria-valuetext={`${value}%`}
        className="h-2 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
      <output
        htmlFor={field.id}
        className="w-12 shrink-0 text-right text-sm tabular-nums text-muted-foreground"
      >
        {value}%
      </output>
    </div>
  )
}
