import type { ComponentProps, ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { cn } from '../cn.ts'

/**
 * The /app frame on a phone (002 §2.2): full height, clear of the notch and the home indicator
 * (index.html sets viewport-fit=cover), with room at the bottom for the tab bar. While it is on screen
 * the page does not overscroll (global.css, `data-mobile-frame`): the browser's own pull-to-reload would
 * otherwise fire together with the shell's pull to refresh.
 */
export function MobileFrame({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-mobile-frame=""
      className={cn(
        'flex min-h-dvh flex-col bg-background pr-(--safe-right) pl-(--safe-left)',
        'pb-[calc(4.25rem+var(--safe-bottom))] md:pb-0',
        className,
      )}
      {...props}
    />
  )
}

interface MobileTopBarProps {
  title: ReactNode
  subtitle?: ReactNode
  /** At the start: a Back IconButton on detail screens. */
  leading?: ReactNode
  /** At the end: the settings gear (an IconButton or a Link styled as one). */
  actions?: ReactNode
}

/** The header of every /app screen: title and subtitle per tab, the settings gear (002 §2.2). */
export function MobileTopBar({ title, subtitle, leading, actions }: MobileTopBarProps) {
  return (
    <header className="sticky top-0 z-(--z-sticky) border-b border-border bg-background/90 pt-(--safe-top) backdrop-blur-md">
      <div className="flex min-h-14 items-center gap-2 px-4 py-2">
        {leading}
        <div className="grid min-w-0 flex-1">
          <p className="truncate text-base font-semibold leading-tight">{title}</p>
          {subtitle && <p className="truncate text-xs text-muted-foreground">{subtitle}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
      </div>
    </header>
  )
}

/** The scrolling content of an /app screen. */
export function MobileContent({ className, ...props }: ComponentProps<'main'>) {
  return <main className={cn('grid flex-1 content-start gap-4 px-4 py-4', className)} {...props} />
}

export interface BottomTab {
  to: string
  label: string
  icon: ReactNode
  /** A count Badge (unread sparks); spoken after the label by its own aria-label. */
  badge?: ReactNode
}

/**
 * The bottom tab bar (002 §2.2): five destinations as links, the current one marked (aria-current).
 * Hidden from 768 px up; the shell leaves it out when embedded in a frame.
 */
export function BottomTabBar({
  items,
  label = 'App sections',
}: {
  items: readonly BottomTab[]
  label?: string
}) {
  return (
    <nav
      aria-label={label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-(--z-sticky) border-t border-border bg-surface/95 pb-(--safe-bottom) backdrop-blur-md md:hidden',
      )}
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-center text-[0.6875rem] leading-tight font-medium text-muted-foreground',
                  'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring',
                  '[&_svg]:size-5',
                  isActive && 'text-foreground [&_svg]:text-primary',
                )
              }
            >
              {({ isActive }) => (
                <>
                  {isActive && (
                    <span aria-hidden="true" className="absolute top-0 h-0.5 w-8 rounded-full bg-primary" />
                  )}
                  <span aria-hidden="true">{item.icon}</span>
                  {item.label}
                  {item.badge && <span className="absolute top-1.5 left-1/2 ml-1.5">{item.badge}</span>}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
