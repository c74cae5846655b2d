import type { ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { logoTarget, NAV_ITEMS } from '../../lib/nav-search.ts'
import { useMediaQuery } from '../../ui/use-media-query.ts'
import { BackToLanding } from './back-to-landing.tsx'
import { LiveUsersIndicator } from './live-users-indicator.tsx'
import { NavDrawer } from './nav-drawer.tsx'
import { MOBILE_BREAKPOINT_PX } from './nav-items.ts'
import { QuickSearch } from './quick-search.tsx'
import { type HeaderUser, UserMenu } from './user-menu.tsx'

export interface SiteHeaderProps {
  user: HeaderUser | null
  isStaff: boolean
  onSignOut: () => void
  fetchLiveUsers: () => Promise<number>
  /** The currency picker, composed in by the app (features do not import each other). */
  currencySlot?: ReactNode
}

export function SiteHeader({ user, isStaff, onSignOut, fetchLiveUsers, currencySlot }: SiteHeaderProps) {
  const { pathname } = useLocation()
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`)
  return (
    <header className="site-header">
      <Link to={logoTarget(pathname, user !== null)} className="logo" aria-label="JUL home">
        JUL
      </Link>
      {!narrow && (
        <nav aria-label="Main" className="main-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end>
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="header-tools">
        <QuickSearch />
        <LiveUsersIndicator fetchCount={fetchLiveUsers} />
        {currencySlot}
        {user ? (
          <UserMenu user={user} hasVipAccess={isStaff} onSignOut={onSignOut} />
        ) : (
          <Link to="/auth" className="button-primary">
            Sign In
          </Link>
        )}
        {narrow && <NavDrawer isStaff={isStaff} />}
      </div>
      <BackToLanding />
    </header>
  )
}
