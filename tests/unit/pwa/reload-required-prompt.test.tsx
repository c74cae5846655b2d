import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { ReloadRequiredPrompt } from '../../../src/features/pwa/reload-required-prompt.tsx'
import { UPDATE_TEXTS } from '../../../src/features/pwa/update-prompt.tsx'
import type { SyncClient } from '../../../sync/client.ts'
import { JulDatabase } from '../../../sync/db/database.ts'
import { createStatusStore } from '../../../sync/public/status.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const db = new JulDatabase(`reload-required-${crypto.randomUUID()}`)
afterEach(async () => {
  await db.delete()
})

describe('the "newer version is open" prompt', () => {
  it('tells the member a newer version opened the database elsewhere and reloads on request', async () => {
    const status = createStatusStore(db, { online: true })
    const client: SyncClient = {
      ...localSyncClient(db, 'u'),
      status: { subscribe: status.subscribe, getSnapshot: status.getSnapshot },
    }
    const reload = vi.fn()
    render(
      <SyncContext value={client}>
        <ReloadRequiredPrompt reload={reload} />
      </SyncContext>,
    )
    expect(screen.queryByText(UPDATE_TEXTS.newerVersionOpen)).toBeNull()
    act(() => status.setReloadRequired())
    expect(screen.getByRole('alert').textContent).toContain(UPDATE_TEXTS.newerVersionOpen)
    await userEvent.click(screen.getByRole('button', { name: UPDATE_TEXTS.reload }))
    expect(reload).toHaveBeenCalledOnce()
    status.stop()
  })
})
