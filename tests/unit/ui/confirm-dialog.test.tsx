import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '../../../src/ui/confirm-dialog.tsx'

const QUESTION = 'Are you sure you want to delete this session?'

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(true)
  return (
    <ConfirmDialog
      open={open}
      title="Delete session"
      question={QUESTION}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={() => setOpen(false)}
    />
  )
}

describe('ConfirmDialog', () => {
  it("asks the spec's question as an alert dialog and does nothing on Cancel", async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete session' })
    expect(dialog.textContent).toContain(QUESTION)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('runs the action once, shows it busy while it runs, and closes when it settles', async () => {
    let finish: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true)
    finish()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('closes with Escape', async () => {
    render(<Harness onConfirm={() => {}} />)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })
})
