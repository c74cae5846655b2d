import * as AvatarPrimitive from '@radix-ui/react-avatar'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn.ts'

const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground',
  {
    variants: {
      size: {
        sm: 'size-7 text-[0.6875rem]',
        md: 'size-9 text-sm',
        lg: 'size-12 text-base',
        xl: 'size-16 text-xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

/** Up to two letters: first and last word of the name, else the first two letters of an address. */
export function initialsFrom(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return (last ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2)).toUpperCase()
}

interface AvatarProps extends VariantProps<typeof avatarVariants> {
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name: string
  /** Initials already known (the header's); otherwise taken from the name. */
  initials?: string
  src?: string | null
  className?: string
  /** Decorative when the name is written next to it, so screen readers do not hear it twice. */
  decorative?: boolean
}

/** A picture, or the initials on the brand colour while it loads or when it fails. */
export function Avatar({ name, initials, src, size, className, decorative = false }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(avatarVariants({ size }), className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback {...(src ? { delayMs: 400 } : {})}>
        {initials ?? initialsFrom(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
