import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from './cn.ts'
import { useFieldControl } from './field.tsx'

export interface RadioOption {
  value: string
  label: ReactNode
  hint?: ReactNode
  disabled?: boolean
}

interface RadioGroupProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> {
  options: readonly RadioOption[]
}

/**
 * One choice out of a few (Radix: arrow keys move and select, Tab leaves the group). In a Field the
 * field's label names the group.
 */
export function RadioGroup({ options, className, ...props }: RadioGroupProps) {
  const field = useFieldControl(props)
  const base = useId()
  return (
    <RadioGroupPrimitive.Root
      className={cn('grid gap-2.5', className)}
      {...props}
      aria-labelledby={props['aria-labelledby'] ?? field.labelId}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field['aria-invalid']}
      required={field.required}
    >
      {options.map((option) => {
        const id = `${base}-${option.value}`
        return (
          <div key={option.value} className="flex items-start gap-3">
            <RadioGroupPrimitive.Item
              id={id}
              value={option.value}
              disabled={option.disabled ?? false}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              className={cn(
                'mt-0.5 grid size-5 shrink-0 place-content-center rounded-full border border-input bg-surface shadow-xs',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
              )}
            >
              <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
            </RadioGroupPrimitive.Item>
            <div className="grid gap-0.5">
              <label htmlFor={id} className="text-sm font-medium leading-tight">
                {option.label}
              </label>
              {option.hint && (
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {option.hint}
                </p>
              )}
            </div>
          </div>
        )
      })}
    </RadioGroupPrimitive.Root>
  )
}
