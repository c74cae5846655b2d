import type { ReactNode } from 'react'
import { cn } from '../ui/cn.ts'

/** One section of the catalogue: an h2 and its specimens. */
export function CatalogueSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid gap-6 border-t border-border py-10 first:border-t-0"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A named group of one component's states. */
export function Specimen({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      <div className={cn('flex flex-wrap content-start items-start gap-3', className)}>{children}</div>
    </div>
  )
}
