import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'
import { Checkbox } from '../../ui/checkbox.tsx'
import { Field } from '../../ui/field.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { Input } from '../../ui/input.tsx'
import { Select } from '../../ui/select.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import type { FieldDefinition } from './form-definitions.ts'
import type { FormValues } from './form-schema.ts'

const INPUT_TYPE = { text: 'text', email: 'email', tel: 'tel', url: 'url' } as const

interface FieldProps {
  field: FieldDefinition
  register: UseFormRegister<FormValues>
  control: Control<FormValues>
  errors: FieldErrors<FormValues>
}

function CheckboxGroup({ field, control }: Pick<FieldProps, 'field' | 'control'>) {
  return (
    <FormField
      control={control}
      name={field.name}
      label={field.label}
      render={({ value, onChange, onBlur }) => {
        const chosen = Array.isArray(value) ? value : []
        return (
          <fieldset className="grid gap-2">
            <legend className="sr-only">{field.label}</legend>
            {(field.options ?? []).map((option) => (
              <Field key={option} label={option} layout="inline">
                <Checkbox
                  checked={chosen.includes(option)}
                  onBlur={onBlur}
                  onCheckedChange={(checked) =>
                    onChange(
                      checked === true ? [...chosen, option] : chosen.filter((item) => item !== option),
                    )
                  }
                />
              </Field>
            ))}
          </fieldset>
        )
      }}
    />
  )
}

/** One field of a public form, from its definition, wired to react-hook-form and its zod message. */
export function FormFieldView({ field, register, control, errors }: FieldProps) {
  const error = errors[field.name]?.message
  const common = { label: field.label, required: field.required === true, hint: field.hint, error }
  switch (field.kind) {
    case 'textarea':
      return (
        <Field {...common}>
          <Textarea
            rows={5}
            {...(field.maxLength ? { counterMax: field.maxLength } : {})}
            {...register(field.name)}
          />
        </Field>
      )
    case 'select':
      return (
        <Field {...common}>
          <Select {...register(field.name)}>
            <option value="">Choose…</option>
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
      )
    case 'checkbox':
      return (
        <FormField
          control={control}
          name={field.name}
          label={field.hint ?? field.label}
          required={field.required === true}
          layout="inline"
          render={({ value, onChange, onBlur }) => (
            <Checkbox
              checked={value === true}
              onBlur={onBlur}
              onCheckedChange={(checked) => onChange(checked === true)}
            />
          )}
        />
      )
    case 'checkboxes':
      return <CheckboxGroup field={field} control={control} />
    default:
      return (
        <Field {...common}>
          <Input type={INPUT_TYPE[field.kind]} autoComplete={field.autoComplete} {...register(field.name)} />
        </Field>
      )
  }
}
