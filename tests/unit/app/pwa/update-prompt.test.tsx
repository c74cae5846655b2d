import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UpdatePrompt } from '../../../../src/app/pwa/update-prompt.tsx'
import { updateStore } from '../../../../src/app/pwa/update-store.ts'

afterEach(() => updateStore.set({ applyUpdate: null }))

describe('the update prompt', () => {
  it('stays hidden while no new version waits', () => {
    render(<UpdatePrompt />)
    expect(screen.queryByText('A new version is available')).toBeNull()
  })

  it('offers Reload when a new version waits, and Reload applies it', async () => {
    const applyUpdate = vi.fn()
    render(<UpdatePrompt />)
    act(() => updateStore.set({ applyUpdate }))

    expect(screen.getByRole('status').textContent).toContain('A new version is available')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(applyUpdate).toHaveBeenCalledOnce()
  })
})
