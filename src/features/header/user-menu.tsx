import { useCallback, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Avatar } from '../../ui/avatar.tsx'
import { Badge } from '../../ui/badge.tsx'
import { LayoutDashboard, LogOut, Settings, ShieldCheck, User } from '../../ui/icons.ts'
import { useDismiss } from './use-dismiss.ts'

export interface HeaderUser {
  displayName: string
  initials: string
}

interface UserMenuProps {
  user: HeaderUser
  hasVipAccess: boolean
  onSignOut: () => void
}

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-foreground hover:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground'

/**
 * Spec 000 §2.4 user menu, as a disclosure of links (they stay links, so a menu role would be wrong):
 * Escape or a click outside closes it, focus returns to the avatar.
 */
export function UserMenu({ user, hasVipAccess, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, container, trigger, close)

  return (
    <div className="relative" ref={container}>
      {/* The name ends with the initials the button shows, so a speech user can say what they see (WCAG 2.5.3). */}
      <button
        ref={trigger}
        type="button"
        className="grid rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Account menu for ${user.displayName} (${user.initials})`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.displayName} initials={user.initials} decorative />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-(--z-dropdown) mt-2 w-60 rounded-xl border border-border bg-surface p-2 shadow-lg"
      >
        <div className="flex items-center gap-2 px-2.5 pt-1.5 pb-3">
          <p className="truncate text-sm font-semibold">{user.displayName}</p>
          <Badge variant="brand">Member</Badge>
        </div>
        <ul className="grid gap-0.5 border-t border-border pt-2">
          <li>
            <Link to="/dashboard" onClick={close} className={itemClasses}>
              <LayoutDashboard aria-hidden="true" />
              Console Dashboard
            </Link>
          </li>
          {hasVipAccess && (
            <li>
              <Link to="/vip" onClick={close} className={itemClasses}>
                <ShieldCheck aria-hidden="true" />
                VIP Access
              </Link>
            </li>
          )}
          <li>
            <Link to="/dashboard?tab=settings&section=profile" onClick={close} className={itemClasses}>
              <User aria-hidden="true" />
              Profile
            </Link>
          </li>
          <li>
            <Link to="/dashboard?tab=settings" onClick={close} className={itemClasses}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </li>
          <li className="mt-1 border-t border-border pt-1">
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                close()
                onSignOut()
              }}
            >
              <LogOut aria-hidden="true" />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
