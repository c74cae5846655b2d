import { useState } from 'react'
import { NavLink } from 'react-router-dom'
import { NAV_ITEMS, VIP_NAV_ITEM } from '../../lib/nav-search.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Menu } from '../../ui/icons.ts'
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '../../ui/sheet.tsx'

/** Spec 000 §2.4: below 768 px the navigation is a bottom drawer, plus VIP ACCESS for staff. */
export function NavDrawer({ isStaff }: { isStaff: boolean }) {
  const [open, setOpen] = useState(false)
  const items = isStaff ? [...NAV_ITEMS, VIP_NAV_ITEM] : NAV_ITEMS
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" aria-describedby={undefined} showClose={false}>
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <nav aria-label="Main">
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-3 text-sm font-semibold tracking-wider hover:bg-muted',
                      isActive && 'bg-muted',
                    )
                  }
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SheetClose asChild>
          <Button variant="outline" block>
            Close
          </Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  )
}
