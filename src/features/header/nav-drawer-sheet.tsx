import type { RefObject } from 'react'
import { NavLink } from 'react-router-dom'
import { NAV_ITEMS, VIP_NAV_ITEM } from '../../lib/nav-search.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Sheet, SheetClose, SheetContent, SheetTitle } from '../../ui/sheet.tsx'

export interface NavDrawerSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  isStaff: boolean
  /** The header's Menu button: focus goes back to it on close (it is not a Radix trigger, see nav-drawer.tsx). */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** Spec 000 §2.4: below 768 px the navigation is a bottom drawer, plus VIP ACCESS for staff. */
export default function NavDrawerSheet({ open, onOpenChange, isStaff, returnFocusTo }: NavDrawerSheetProps) {
  const items = isStaff ? [...NAV_ITEMS, VIP_NAV_ITEM] : NAV_ITEMS
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        aria-describedby={undefined}
        showClose={false}
        onOpenAutoFocus={(event) => {
          // Radix skips links when it focuses a dialog on open, which would land on Close: a navigation
          // menu starts on the current page's link, or the first.
          const links = (event.currentTarget as HTMLElement | null)?.querySelectorAll<HTMLAnchorElement>(
            'nav a',
          )
          const current = links
            ? ([...links].find((link) => link.getAttribute('aria-current') === 'page') ?? links[0])
            : undefined
          if (!current) return
          event.preventDefault()
          current.focus()
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <nav aria-label="Main">
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  onClick={() => onOpenChange(false)}
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
