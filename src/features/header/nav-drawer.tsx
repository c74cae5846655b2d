import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Menu } from '../../ui/icons.ts'

const loadSheet = () => import('./nav-drawer-sheet.tsx')
const NavDrawerSheet = lazy(loadSheet)

/**
 * The Menu button of narrow screens (hidden from 768 px, `md`, up). The drawer (Radix Dialog, about 10 kB gzip) is not part of the first
 * page: it loads when the finger or focus reaches the button, or on the tap itself.
 */
export function NavDrawer({ isStaff }: { isStaff: boolean }) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NavDrawerSheet open={open} onOpenChange={setOpen} isStaff={isStaff} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  )
}
