import * as Switch from '@radix-ui/react-switch'
import { useId } from 'react'
import type { ConsentChoices } from '../../lib/consent.ts'

const CATEGORIES = [
  { key: 'analytics', label: 'Analytics', hint: 'Helps us understand how the site is used.' },
  { key: 'functional', label: 'Functional', hint: 'Remembers your preferences.' },
  { key: 'marketing', label: 'Marketing', hint: 'Measures campaigns and shows relevant offers.' },
] as const

function SwitchRow(props: {
  label: string
  hint: string
  checked: boolean
  disabled?: boolean
  onChange?: (value: boolean) => void
}) {
  const id = useId()
  return (
    <div className="switch-row">
      <label htmlFor={id}>
        <strong>{props.label}</strong>
        <span className="hint">{props.hint}</span>
      </label>
      <Switch.Root
        id={id}
        className="switch"
        checked={props.checked}
        disabled={props.disabled ?? false}
        {...(props.onChange ? { onCheckedChange: props.onChange } : {})}
      >
        <Switch.Thumb className="switch-thumb" />
      </Switch.Root>
    </div>
  )
}

/** Essential is locked on (spec 000 §4.5); the three optional categories are switches. */
export function ConsentSwitches({
  choices,
  onChange,
}: {
  choices: ConsentChoices
  onChange: (next: ConsentChoices) => void
}) {
  return (
    <div className="consent-switches">
      <SwitchRow label="Essential" hint="Needed for sign-in and security. Always on." checked disabled />
      {CATEGORIES.map((category) => (
        <SwitchRow
          key={category.key}
          label={category.label}
          hint={category.hint}
          checked={choices[category.key]}
          onChange={(value) => onChange({ ...choices, [category.key]: value })}
        />
      ))}
    </div>
  )
}
