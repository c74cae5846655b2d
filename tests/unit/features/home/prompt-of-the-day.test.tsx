import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { PromptOfTheDay } from '../../../../src/features/home/prompt-of-the-day.tsx'
import { promptOfTheDay } from '../../../../src/lib/daily-prompt.ts'
import { Toaster } from '../../../../src/ui/toaster.tsx'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

const USER = '44444444-4444-4444-8444-444444444444'
let db: JulDatabase

function renderPrompt(interactive: boolean) {
  render(
    <SyncContext value={localSyncClient(db, USER)}>
      <PromptOfTheDay interactive={interactive} />
      <Toaster />
    </SyncContext>,
  )
}

beforeEach(() => {
  db = new JulDatabase(`prompt-${crypto.randomUUID()}`)
})

afterEach(async () => {
  await db.delete()
})

describe('the prompt of the day (001 §2, §6)', () => {
  it('is the same prompt all day and changes the next day', () => {
    const morning = promptOfTheDay(new Date(2026, 10, 20, 7, 0))
    expect(promptOfTheDay(new Date(2026, 10, 20, 23, 59))).toEqual(morning)
    expect(promptOfTheDay(new Date(2026, 10, 21, 7, 0))).not.toEqual(morning)
  })

  it('is read-only for Standard', () => {
    renderPrompt(false)
    expect(screen.getByText(promptOfTheDay(new Date()).text)).toBeDefined()
    expect(screen.queryByLabelText('Your reflection')).toBeNull()
    expect(screen.getByText('Interactive prompts come with Desktop Pro.')).toBeDefined()
  })

  it('lets Pro save a reflection, kept as a spark through the queue', async () => {
    renderPrompt(true)
    const save = screen.getByRole('button', { name: 'Save reflection' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Your reflection'), 'Cancel the Monday status call')
    await userEvent.click(save)
    expect(await screen.findByText('Reflection saved to your Sparks')).toBeDefined()
    const [spark] = await db.mirror('sparks').toArray()
    expect(spark).toMatchObject({
      user_id: USER,
      content: 'Cancel the Monday status call',
      metadata: { origin: 'prompt_of_the_day', prompt: promptOfTheDay(new Date()).text },
    })
    expect(await db.pending_sync_data.count()).toBe(1)
  })
})
