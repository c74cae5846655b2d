import type { ComponentProps } from 'react'
import { cn } from './cn.ts'
import { controlClasses } from './control-classes.ts'
import { useFieldControl } from './field.tsx'

/** A text input; put it in a Field for its label, hint and error. Works with react-hook-form's register. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const field = useFieldControl(props)
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
      id={field.id}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field['aria-invalid']}
      required={field.required}
    />
  )
}
