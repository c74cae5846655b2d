import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../../../src/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../src/ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../src/ui/dropdown-menu.tsx'
import { IconButton } from '../../../src/ui/icon-button.tsx'
import { Settings } from '../../../src/ui/icons.ts'
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '../../../src/ui/sheet.tsx'
import { Tooltip } from '../../../src/ui/tooltip.tsx'

function DeleteDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete item</DialogTitle>
          <DialogDescription>Are you sure you want to delete this item?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline">Cancel</Button>
          <Button variant="destructive">Delete for good</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens named by its title, keeps Tab inside, and Escape hands focus back to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <>
        <DeleteDialog />
        <button type="button">Outside</button>
      </>,
    )
    const trigger = screen.getByRole('button', { name: 'Delete' })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Delete item' })
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    for (let step = 0; step < 6; step += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    expect(screen.getByRole('button', { name: 'Close' })).toBeDefined()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })
})

describe('Sheet', () => {
  it('is a modal dialog too: named, closable by its Close button, focus restored', async () => {
    const user = userEvent.setup()
    render(
      <Sheet>
        <SheetTrigger asChild>
          <Button>Open settings</Button>
        </SheetTrigger>
        <SheetContent side="bottom" aria-describedby={undefined}>
          <SheetTitle>Settings</SheetTitle>
          <Button>Sign Out</Button>
        </SheetContent>
      </Sheet>,
    )
    const trigger = screen.getByRole('button', { name: 'Open settings' })
    await user.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeDefined()
    // Modal: the page behind is hidden from assistive technology while the sheet is open.
    expect(trigger.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })
})

describe('DropdownMenu', () => {
  it('opens from the keyboard, arrows move between items, Enter chooses and closes', async () => {
    const user = userEvent.setup()
    const onArchive = vi.fn()
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Edit</DropdownMenuItem>
          <DropdownMenuItem onSelect={onArchive}>Archive</DropdownMenuItem>
          <DropdownMenuItem destructive>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    )
    const trigger = screen.getByRole('button', { name: 'Actions' })
    trigger.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Archive')
    await user.keyboard('{Enter}')
    expect(onArchive).toHaveBeenCalledOnce()
    await waitFor(() => expect(menu.isConnected).toBe(false))
    expect(document.activeElement).toBe(trigger)
  })
})

describe('Button and IconButton', () => {
  it('never submits a form unless asked, and a loading button is busy and ignores clicks', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const onClick = vi.fn()
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(onSubmit).not.toHaveBeenCalled()
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick} loading>
          Save
        </Button>
      </form>,
    )
    const busy = screen.getByRole('button', { name: 'Save' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await user.click(busy)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('renders a link as a button with asChild, keeping the link role', () => {
    render(
      <Button asChild variant="outline">
        <a href="/auth">Sign In</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Sign In' })
    expect(link.className).toContain('border-input')
  })

  it('an icon button is named by its label and shows it as a tooltip on keyboard focus', async () => {
    const user = userEvent.setup()
    render(<IconButton label="Settings" icon={<Settings />} showTooltip />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Settings' }))
    expect((await screen.findByRole('tooltip')).textContent).toBe('Settings')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('a tooltip can be opened from outside (help mode)', async () => {
    render(
      <Tooltip content="Book a 90-minute strategy session" open>
        <Button>Book</Button>
      </Tooltip>,
    )
    expect((await screen.findByRole('tooltip')).textContent).toBe('Book a 90-minute strategy session')
  })
})
