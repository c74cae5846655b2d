import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { BoardFailedWrites } from '../../../../src/features/board/card-edit-form.tsx'
import { BOARD_TEXTS } from '../../../../src/features/board/texts.ts'
import type { SyncClient } from '../../../../sync/client.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { INITIAL_STATUS } from '../../../../sync/public/initial-status.ts'
import type { FailedWrite } from '../../../../sync/public/status.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const refused = (id: string, table: string, action: FailedWrite['action']): FailedWrite => ({
  id,
  table,
  action,
  rowId: `row-${id}`,
  error: 'new row violates row-level security policy',
  timestamp: 1,
})

let db: JulDatabase | undefined
afterEach(async () => {
  await db?.delete()
})

function clientWith(failed: FailedWrite[]): SyncClient {
  db = new JulDatabase(`board-failed-${crypto.randomUUID()}`)
  const snapshot = { ...INITIAL_STATUS, failed }
  return {
    ...localSyncClient(db, 'u1'),
    status: { subscribe: () => () => {}, getSnapshot: () => snapshot },
    retryFailed: vi.fn(async () => {}),
    discardFailed: vi.fn(async () => {}),
  }
}

describe('the board lists the board writes the server refused', () => {
  it('names a refused request and a refused card edit, leaves other tables out, and retries one', async () => {
    const client = clientWith([
      refused('q1', 'julboard_tasks', 'insert'),
      refused('q2', 'julboard_tasks', 'update'),
      refused('q3', 'sparks', 'insert'),
    ])
    render(
      <SyncContext.Provider value={client}>
        <BoardFailedWrites upgradeText={null} />
      </SyncContext.Provider>,
    )
    const list = screen.getByRole('list', { name: 'Changes the server refused' })
    expect(list.textContent).toContain(
      'Failed to process request: new row violates row-level security policy',
    )
    expect(list.textContent).toContain('Failed to update card')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement)
    expect(client.retryFailed).toHaveBeenCalledWith(['q1'])
  })

  it('gives a card the server refused for want of board edit rights the upgrade text, not the server’s words', async () => {
    const client = clientWith([
      refused('q1', 'julboard_tasks', 'insert'),
      refused('q2', 'julboard_tasks', 'update'),
    ])
    render(
      <SyncContext.Provider value={client}>
        <BoardFailedWrites upgradeText={BOARD_TEXTS.mobileViewOnly} />
      </SyncContext.Provider>,
    )
    const [insert, update] = screen.getAllByRole('listitem')
    expect(insert?.textContent).toContain(
      'Failed to process request: Adding cards is part of Premium+. Upgrade to Premium to add cards to your board.',
    )
    expect(insert?.textContent).not.toContain('row-level security')
    expect(update?.textContent).toContain('Failed to update card: new row violates row-level security policy')
    // After an upgrade the same card goes through: Retry stays.
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement)
    expect(client.retryFailed).toHaveBeenCalledWith(['q1'])
  })

  it('shows nothing while every board write went through', () => {
    const { container } = render(
      <SyncContext.Provider value={clientWith([])}>
        <BoardFailedWrites upgradeText={null} />
      </SyncContext.Provider>,
    )
    expect(container.childElementCount).toBe(0)
  })
})
