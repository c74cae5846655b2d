import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { NavLink } from 'react-router-dom'
import { NAV_ITEMS, VIP_NAV_ITEM } from '../../lib/nav-search.ts'

/** Spec 000 §2.4: below 768 px the navigation is a bottom drawer, plus VIP ACCESS for staff. */
export function NavDrawer({ isStaff }: { isStaff: boolean }) {
  const [open, setOpen] = useState(false)
  const items = isStaff ? [...NAV_ITEMS, VIP_NAV_ITEM] : NAV_ITEMS
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="menu-button">Menu</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content className="bottom-drawer" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">Navigation</Dialog.Title>
          <nav aria-label="Main">
            <ul>
              {items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end onClick={() => setOpen(false)}>
                    {item.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Dialog.Close className="button-secondary">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
