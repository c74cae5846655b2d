import type { ConsentChoices } from '../../lib/consent.ts'
import { Field } from '../../ui/field.tsx'
import { Switch } from '../../ui/switch.tsx'

const CATEGORIES = [
  { key: 'analytics', label: 'Analytics', hint: 'Helps us understand how the site is used.' },
  { key: 'functional', label: 'Functional', hint: 'Remembers your preferences.' },
  { key: 'marketing', label: 'Marketing', hint: 'Measures campaigns and shows relevant offers.' },
] as const

/** Essential is locked on (spec 000 §4.5); the three optional categories are switches. */
export function ConsentSwitches({
  choices,
  onChange,
}: {
  choices: ConsentChoices
  onChange: (next: ConsentChoices) => void
}) {
  return (
    <div className="grid divide-y divide-border">
      <Field
        label="Essential"
        hint="Needed for sign-in and security. Always on."
        layout="inline-end"
        className="py-3"
      >
        <Switch checked disabled />
      </Field>
      {CATEGORIES.map((category) => (
        <Field
          key={category.key}
          label={category.label}
          hint={category.hint}
          layout="inline-end"
          className="py-3"
        >
          <Switch
            checked={choices[category.key]}
            onCheckedChange={(value) => onChange({ ...choices, [category.key]: value })}
          />
        </Field>
      ))}
    </div>
  )
}
