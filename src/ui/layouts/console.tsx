import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../cn.ts'
import { useMediaQuery } from '../use-media-query.ts'

/** 000 §9: the mobile breakpoint. Wider screens get the side navigation. */
const WIDE_QUERY = '(min-width: 768px)'

interface ConsoleLayoutProps {
  /** The selected section (the dashboard keeps it in the `tab` query value, 001 §2). */
  value: string
  onValueChange: (value: string) => void
  /** The ConsoleNav, then one ConsolePanel per section. */
  children: ReactNode
  className?: string
}

/**
 * The members' console frame: a side navigation of its sections on wide screens, a scrolling row of top
 * tabs on narrow ones; one tablist either way (arrow keys follow its direction), the panel beside or below.
 * Selecting is manual (Enter/Space), so arrowing through twelve tabs does not load twelve screens.
 */
export function ConsoleLayout({ value, onValueChange, children, className }: ConsoleLayoutProps) {
  const wide = useMediaQuery(WIDE_QUERY)
  return (
    <TabsPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      orientation={wide ? 'vertical' : 'horizontal'}
      activationMode="manual"
      className={cn('min-h-[calc(100dvh-4rem)] md:grid md:grid-cols-[15rem_minmax(0,1fr)]', className)}
    >
      {children}
    </TabsPrimitive.Root>
  )
}

export interface ConsoleNavItem {
  id: string
  label: string
  icon?: ReactNode
  disabled?: boolean
  /** After the label: a lock badge ('Pro Only') or a count. Part of the tab's name. */
  badge?: ReactNode
}

interface ConsoleNavProps {
  /** Names the tablist ('Console sections'). */
  label: string
  items: readonly ConsoleNavItem[]
  /** Above the tabs (beside them on wide screens): the page's h1, the member's name and tier. */
  header?: ReactNode
  /** Below the tabs on wide screens: help, theme. */
  footer?: ReactNode
}

export function ConsoleNav({ label, items, header, footer }: ConsoleNavProps) {
  return (
    <div
      className={cn(
        'border-b border-border bg-background',
        'md:flex md:flex-col md:gap-4 md:border-r md:border-b-0 md:bg-surface md:px-3 md:py-5',
      )}
    >
      {header && <div className="px-4 pt-4 md:px-2 md:pt-0">{header}</div>}
      <TabsPrimitive.List
        aria-label={label}
        className={cn(
          'flex gap-1 overflow-x-auto px-3 py-2 [scrollbar-width:none]',
          'md:flex-col md:overflow-visible md:p-0',
        )}
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.id}
            value={item.id}
            disabled={item.disabled ?? false}
            className={cn(
              'group inline-flex shrink-0 items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
              'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
              'md:w-full md:data-[state=active]:bg-muted md:data-[state=active]:text-foreground',
              'md:data-[state=active]:shadow-[inset_3px_0_0_var(--color-primary)]',
              'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
              '[&_svg]:size-4 [&_svg]:shrink-0',
            )}
          >
            {item.icon}
            <span className="md:flex-1 md:text-left">{item.label}</span>
            {item.badge}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {footer && <div className="mt-auto hidden px-2 md:block">{footer}</div>}
    </div>
  )
}

/** One section's content: a PageHeader, then a ContentGrid of cards. */
export function ConsolePanel({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'grid min-w-0 content-start gap-6 px-4 py-6 md:px-8 md:py-8',
        'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  )
}

interface PageHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** Buttons at the end (one primary). */
  actions?: ReactNode
  /** A Back link or breadcrumbs above the title. */
  back?: ReactNode
  /** Badges next to the title (membership, console access). */
  badges?: ReactNode
  /** h1 when it is the page's main heading; h2 inside a tab panel under the page's h1. */
  level?: 1 | 2
  className?: string
}

/** The title row of a console or app screen. */
export function PageHeader({
  title,
  description,
  actions,
  back,
  badges,
  level = 2,
  className,
}: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={cn('grid gap-3', className)}>
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="text-2xl font-semibold tracking-tight md:text-3xl">{title}</Heading>
            {badges}
          </div>
          {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  )
}

const COLUMNS = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 md:grid-cols-2 xl:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-4',
} as const

/**
 * The grid of cards under a PageHeader: one column on phones, up to `columns` on wide screens. A card
 * spans more with `className="md:col-span-2"`. Use 4 for a row of StatTiles.
 */
export function ContentGrid({
  columns = 3,
  className,
  ...props
}: ComponentProps<'div'> & { columns?: keyof typeof COLUMNS }) {
  return <div className={cn('grid gap-4 md:gap-6', COLUMNS[columns], className)} {...props} />
}
