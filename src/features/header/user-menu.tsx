import { useCallback, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
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

/** Spec 000 §2.4 user menu, as a disclosure: Escape or a click outside closes it. */
export function UserMenu({ user, hasVipAccess, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, container, trigger, close)

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="avatar"
        aria-label={`Account menu for ${user.displayName}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {user.initials}
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <p className="user-menu-name">{user.displayName}</p>
        <span className="badge">Member</span>
        <ul>
          <li>
            <Link to="/dashboard" onClick={close}>
              Console Dashboard
            </Link>
          </li>
          {hasVipAccess && (
            <li>
              <Link to="/vip" onClick={close}>
                VIP Access
              </Link>
            </li>
          )}
          <li>
            <Link to="/dashboard?tab=settings&section=profile" onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/dashboard?tab=settings" onClick={close}>
              Settings
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close()
                onSignOut()
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
