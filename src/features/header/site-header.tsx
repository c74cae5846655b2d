import { lazy, type ReactNode, Suspense } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { logoTarget, NAV_ITEMS } from '../../lib/nav-search.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { BackToLanding } from './back-to-landing.tsx'
import { LiveUsersIndicator } from './live-users-indicator.tsx'
import { NavDrawer } from './nav-drawer.tsx'
import { QuickSearch } from './quick-search.tsx'
import type { HeaderUser } from './user-menu.tsx'

// The theme menu (Radix menu, Floating UI) loads after the first paint: it is the header's heaviest part
// and nobody opens it in the first second. A box of its size holds its place meanwhile.
// The account menu only exists for a signed-in member, who loads the console's code anyway.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })))
const ThemeToggle = lazy(() => import('../../ui/theme-toggle.tsx').then((m) => ({ default: m.ThemeToggle })))

export interface SiteHeaderProps {
  user: HeaderUser | null
  isStaff: boolean
  onSignOut: () => void
  fetchLiveUsers: () => Promise<number>
  /** The currency picker, composed in by the app (features do not import each other). */
  currencySlot?: ReactNode
}

/**
 * Spec 000 §2.4: the sticky header. Wide screens show the nine items (in their own row until 1280 px);
 * below 768 px (Tailwind's `md`; spec 000 §9's breakpoint) they move into the bottom drawer and the quick
 * search takes a row of its own. The layout is chosen by CSS, not by a script: the build prerenders
 * the home page once for every width, and it must not move when the page's script takes it over.
 */
export function SiteHeader({ user, isStaff, onSignOut, fetchLiveUsers, currencySlot }: SiteHeaderProps) {
  const { pathname } = useLocation()
  return (
    <header className="sticky top-0 z-(--z-sticky) border-b border-border bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8 xl:flex-nowrap">
        <Link
          to={logoTarget(pathname, user !== null)}
          aria-label="JUL home"
          className="flex items-center gap-1.5 rounded-md text-xl font-bold tracking-tight"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
          JUL
        </Link>
        <nav aria-label="Main" className="order-last w-full max-md:hidden xl:order-none xl:w-auto">
          <ul className="-mx-2 flex gap-0.5 overflow-x-auto [scrollbar-width:none]">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-2 py-1.5 text-xs font-semibold tracking-wider whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
                      isActive &&
                        'text-foreground underline decoration-accent decoration-2 underline-offset-8',
                    )
                  }
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-last w-full md:order-none md:ml-auto md:w-auto">
          <QuickSearch />
        </div>
        <div className="ml-auto flex items-center gap-1.5 md:ml-0">
          <LiveUsersIndicator fetchCount={fetchLiveUsers} />
          {currencySlot}
          <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
            <ThemeToggle />
          </Suspense>
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
              <UserMenu user={user} hasVipAccess={isStaff} onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <Button asChild size="sm" className="ml-1">
              <Link to="/auth">Sign In</Link>
            </Button>
          )}
          <NavDrawer isStaff={isStaff} />
        </div>
        <BackToLanding />
      </div>
    </header>
  )
}
