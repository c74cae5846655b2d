import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HomePrompt } from '../../../src/app/routes/home-prompt.tsx'
import { SyncContext } from '../../../src/data/sync-context.ts'
import { promptOfTheDay } from '../../../src/lib/daily-prompt.ts'
import { Toaster } from '../../../src/ui/toaster.tsx'
import { JulDatabase } from '../../../sync/db/database.ts'
import { localSyncClient } from '../support/local-sync-client.ts'

const USER = '44444444-4444-4444-8444-444444444444'
const NOW = new Date(2026, 10, 20, 9, 30)
let db: JulDatabase

function renderPrompt(interactive: boolean) {
  render(
    <>
      <SyncContext value={localSyncClient(db, USER)}>
        <HomePrompt interactive={interactive} now={NOW} />
      </SyncContext>
      <Toaster />
    </>,
  )
}

beforeEach(() => {
  db = new JulDatabase(`prompt-${crypto.randomUUID()}`)
})

afterEach(async () => {
  await db.delete()
})

describe("Home's prompt of the day (001 §2, §6)", () => {
  it('is the same prompt all day and changes the next day', () => {
    const morning = promptOfTheDay(new Date(2026, 10, 20, 7, 0))
    expect(promptOfTheDay(new Date(2026, 10, 20, 23, 59))).toEqual(morning)
    expect(promptOfTheDay(new Date(2026, 10, 21, 7, 0))).not.toEqual(morning)
  })

  it('is read-only for Standard', () => {
    renderPrompt(false)
    expect(screen.getByText(promptOfTheDay(NOW).text)).toBeDefined()
    expect(screen.queryByLabelText('Your reflection')).toBeNull()
    expect(screen.getByText('Interactive prompts come with Desktop Pro.')).toBeDefined()
  })

  it("lets Pro save a reflection that is JUL Mode's reflection of the day, through the queue", async () => {
    renderPrompt(true)
    await userEvent.type(screen.getByLabelText('Your reflection'), 'Cancel the Monday status call')
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }))
    expect(await screen.findByText('Reflection saved')).toBeDefined()
    const [reflection] = await db.mirror('jul_reflections').toArray()
    expect(reflection).toMatchObject({
      user_id: USER,
      content: 'Cancel the Monday status call',
      prompt: promptOfTheDay(NOW).text,
      category: promptOfTheDay(NOW).category,
      reflection_date: '2026-11-20',
    })
    expect(await db.pending_sync_data.count()).toBe(1)
  })
})
