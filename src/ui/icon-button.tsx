import type { ComponentProps, ReactNode } from 'react'
import { Button, type ButtonVariantProps } from './button.tsx'
import { Tooltip } from './tooltip.tsx'

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** Required: the accessible name, since the button shows only an icon. */
  label: string
  /** The icon element, e.g. `<Settings />` from src/ui/icons.ts. */
  icon: ReactNode
  variant?: ButtonVariantProps['variant']
  size?: 'icon' | 'icon-sm'
  loading?: boolean
  /** Also show the label as a tooltip on hover and focus. */
  showTooltip?: boolean
}

/** A square button with only an icon; `label` names it for screen readers (and, optionally, a tooltip). */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'icon',
  showTooltip = false,
  ...props
}: IconButtonProps) {
  const button = (
    <Button variant={variant} size={size} aria-label={label} {...props}>
      {icon}
    </Button>
  )
  return showTooltip ? <Tooltip content={label}>{button}</Tooltip> : button
}
