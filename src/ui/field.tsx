import * as LabelPrimitive from '@radix-ui/react-label'
import { type ComponentProps, createContext, type ReactNode, use, useId } from 'react'
import { cn } from './cn.ts'

interface FieldContextValue {
  id: string
  labelId: string
  hintId: string | undefined
  errorId: string | undefined
  invalid: boolean
  required: boolean
}

const FieldContext = createContext<FieldContextValue | null>(null)

/** How a control inside a Field gets its id, description and invalid state without any wiring by hand. */
export function useFieldControl(props: {
  id?: string | undefined
  'aria-describedby'?: string | undefined
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid']
  required?: boolean | undefined
}) {
  const field = use(FieldContext)
  const describedBy = [props['aria-describedby'], field?.hintId, field?.errorId].filter(Boolean).join(' ')
  return {
    id: props.id ?? field?.id,
    labelId: field?.labelId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
    required: props.required ?? (field?.required || undefined),
  }
}

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm font-medium leading-tight text-foreground select-none', className)}
      {...props}
    />
  )
}

interface FieldProps {
  label: ReactNode
  /** Help under the control, read by screen readers with it. */
  hint?: ReactNode
  /** The validation message (react-hook-form's `errors.x?.message`); marks the control invalid. */
  error?: ReactNode
  required?: boolean
  /**
   * stack: label above the control (inputs, selects, radio groups).
   * inline: control, then label (checkbox). inline-end: label, then control at the far end (switch).
   */
  layout?: 'stack' | 'inline' | 'inline-end'
  /** Hide the label visually (it is still the accessible name), e.g. a search box with an icon. */
  hideLabel?: boolean
  id?: string
  className?: string
  children: ReactNode
}

/**
 * Label, control, hint and error, wired together: the control inside (Input, Textarea, Select, Checkbox,
 * Switch, RadioGroup) picks up its id, aria-describedby and aria-invalid from here.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  layout = 'stack',
  hideLabel = false,
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId()
  const controlId = id ?? `${generated}-control`
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const value: FieldContextValue = {
    id: controlId,
    labelId: `${generated}-label`,
    hintId: hint ? `${generated}-hint` : undefined,
    errorId: hasError ? `${generated}-error` : undefined,
    invalid: hasError,
    required,
  }
  const labelNode = (
    <Label id={value.labelId} htmlFor={controlId} className={cn(hideLabel && 'sr-only')}>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger-soft-foreground">
          *
        </span>
      )}
    </Label>
  )
  const messages = (
    <>
      {hint && (
        <p id={value.hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={value.errorId} role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {error}
        </p>
      )}
    </>
  )
  return (
    <FieldContext value={value}>
      {layout === 'stack' ? (
        <div className={cn('grid gap-1.5', className)}>
          {labelNode}
          {children}
          {messages}
        </div>
      ) : (
        <div
          className={cn(
            'flex items-start gap-3',
            layout === 'inline-end' && 'flex-row-reverse justify-between',
            className,
          )}
        >
          <div className="pt-0.5">{children}</div>
          <div className={cn('grid gap-0.5', layout === 'inline-end' && 'flex-1')}>
            {labelNode}
            {messages}
          </div>
        </div>
      )}
    </FieldContext>
  )
}
