import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'
import { controlClasses } from './control-classes.ts'
import { useFieldControl } from './field.tsx'

/**
 * A native <select>, styled: the phone's own picker on mobile, full keyboard support, and it works with
 * react-hook-form's register as is. Options are plain <option> children.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl(props)
  return (
    <div className="relative">
      <select
        className={cn(controlClasses, 'h-10 cursor-pointer appearance-none py-2 pr-9', className)}
        {...props}
        id={field.id}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        required={field.required}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
