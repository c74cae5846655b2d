import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Providers } from '../../../../src/app/providers.tsx'
import { ReloadRequiredPrompt } from '../../../../src/app/pwa/reload-required-prompt.tsx'
import { UPDATE_TEXTS } from '../../../../src/app/pwa/update-prompt.tsx'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import type { SyncClient } from '../../../../sync/client.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { createStatusStore } from '../../../../sync/public/status.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'
import { fakeServices } from '../fake-services.ts'

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

  it('is shown by the app around every page, where it can read the sync status', async () => {
    const status = createStatusStore(db, { online: true })
    const client: SyncClient = {
      ...localSyncClient(db, 'u'),
      status: { subscribe: status.subscribe, getSnapshot: status.getSnapshot },
    }
    render(
      <Providers services={fakeServices(undefined, { sync: client })}>
        <p>page</p>
      </Providers>,
    )
    act(() => status.setReloadRequired())
    expect((await screen.findByRole('alert')).textContent).toContain(UPDATE_TEXTS.newerVersionOpen)
    status.stop()
  })
})
