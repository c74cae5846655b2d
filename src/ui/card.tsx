import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, HTMLAttributes } from 'react'
import { cn } from './cn.ts'

export const cardVariants = cva('rounded-xl text-surface-foreground', {
  variants: {
    variant: {
      default: 'border border-border bg-surface shadow-sm',
      muted: 'bg-muted',
      outline: 'border border-border bg-transparent',
      /** A whole-card link or button: lifts on hover, ring on focus-within. */
      interactive:
        'border border-border bg-surface shadow-sm transition-shadow duration-150 hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
      /** Top stripe in the audience colour of the nearest data-accent (000 §9). */
      accent: 'border border-border border-t-4 border-t-audience bg-surface shadow-sm',
    },
    padding: { none: '', sm: 'p-4', md: 'p-5 md:p-6', lg: 'p-6 md:p-8' },
  },
  defaultVariants: { variant: 'default', padding: 'md' },
})

interface CardProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof cardVariants> {
  /** Render as a <section> (with a heading inside) or <article> when it stands on its own. */
  as?: 'div' | 'section' | 'article' | 'li'
}

export function Card({ className, variant, padding, as: Tag = 'div', ...props }: CardProps) {
  return <Tag className={cn(cardVariants({ variant, padding }), className)} {...props} />
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-1', className)}
      {...props}
    />
  )
}

export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' | 'p' }) {
  return <Tag className={cn('text-base font-semibold leading-snug tracking-tight', className)} {...props} />
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('basis-full text-sm text-muted-foreground', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-3 text-sm', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-5 flex flex-wrap items-center gap-2', className)} {...props} />
}
