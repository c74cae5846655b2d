import { Field } from '../../ui/field.tsx'
import { Select } from '../../ui/select.tsx'

/** A labelled choice among a generator's named options (sizes, formats, themes); only their keys reach `onChange`. */
export function OptionField<Key extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: Record<Key, { label: string }>
  value: Key
  onChange: (key: Key) => void
}) {
  const isKey = (candidate: string): candidate is Key => candidate in options
  return (
    <Field label={label}>
      <Select value={value} onChange={(event) => isKey(event.target.value) && onChange(event.target.value)}>
        {(Object.entries(options) as [Key, { label: string }][]).map(([id, option]) => (
          <option key={id} value={id}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}
