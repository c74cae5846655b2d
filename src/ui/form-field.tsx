import type { ReactElement, ReactNode } from 'react'
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form'
import { Field } from './field.tsx'

interface FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  control: Control<TValues>
  name: TName
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  layout?: 'stack' | 'inline' | 'inline-end'
  hideLabel?: boolean
  /** Render the control with react-hook-form's field props (value, onChange, onBlur, name, ref). */
  render: (field: ControllerRenderProps<TValues, TName>) => ReactElement
}

/**
 * react-hook-form wiring for any control: the field's error message (from the zod schema, so the spec's
 * words) shows under it and marks it invalid. Inputs can also use `register` inside a plain Field.
 */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  render,
  ...fieldProps
}: FormFieldProps<TValues, TName>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <Field {...fieldProps} error={fieldState.error?.message}>
      {render(field)}
    </Field>
  )
}
