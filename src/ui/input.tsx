import type { ComponentProps } from 'react'
import { cn } from './cn.ts'
import { useFieldControl } from './field.tsx'

/** Shared look of text-like controls: 40 px tall, a 3:1 border, the focus ring, red when invalid. */
export const controlClasses = cn(
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-xs md:text-sm',
  'transition-[border-color,box-shadow] duration-150',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
)

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
