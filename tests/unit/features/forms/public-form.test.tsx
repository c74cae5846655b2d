import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Providers } from '../../../../src/app/providers.tsx'
import type { FormId } from '../../../../src/features/forms/form-definitions.ts'
import PublicForm from '../../../../src/features/forms/public-form.tsx'
import type { SyncClient } from '../../../../sync/client.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { StorageFullError } from '../../../../sync/public/errors.ts'
import { fakeAuth, fakeServices } from '../../app/fake-services.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

let db: JulDatabase
let client: SyncClient

beforeEach(() => {
  db = new JulDatabase(`forms-${crypto.randomUUID()}`)
  client = localSyncClient(db, '11111111-1111-4111-8111-111111111111')
})

afterEach(async () => {
  localStorage.clear()
  await client.close()
  db.close()
})

function renderForm(form: FormId, path = '/partnerships', sync: SyncClient = client) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers services={fakeServices(fakeAuth(), { sync })}>
        <Routes>
          <Route path="/waitlist-thanks" element={<h1>You are on the list</h1>} />
          <Route path="*" element={<PublicForm form={form} />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  )
}

describe('public forms (spec 000 §5, §8)', () => {
  it('keeps a partnership request in the outbox, anonymous, with the spec toast', async () => {
    renderForm('partnership')
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada Lovelace')
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com')
    await userEvent.type(screen.getByLabelText(/^Organisation/), 'Analytical Engines')
    await userEvent.selectOptions(screen.getByLabelText(/^Partnership type/), 'Venture studio')
    await userEvent.type(
      screen.getByLabelText(/^How would we work together/),
      'Co-build two companies a year.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Submit partnership request' }))

    expect(await screen.findAllByText('Partnership request submitted successfully!')).not.toHaveLength(0)
    const [entry] = await db.outbox.toArray()
    expect(entry?.data).toMatchObject({
      form_type: 'partnership',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      source_path: '/partnerships',
      payload: {
        company: 'Analytical Engines',
        partnerType: 'Venture studio',
        message: 'Co-build two companies a year.',
      },
    })
  })

  it('shows the field messages and stores nothing while the form is invalid', async () => {
    renderForm('strategySession', '/sessions')
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Book strategy session' }))
    expect(await screen.findByText('Name is required')).toBeDefined()
    expect(screen.getByText('Email must be a valid email')).toBeDefined()
    expect(screen.getByText('Please select a session type')).toBeDefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends a waitlist entry on to /waitlist-thanks', async () => {
    renderForm('waitlist', '/join-waitlist')
    await userEvent.type(screen.getByLabelText(/^Name/), 'Grace Hopper')
    await userEvent.type(screen.getByLabelText(/^Email/), 'grace@example.com')
    await userEvent.selectOptions(screen.getByLabelText(/^I am/), 'An investor')
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }))
    expect(await screen.findByRole('heading', { name: 'You are on the list' })).toBeDefined()
    expect((await db.outbox.toArray())[0]?.data).toMatchObject({
      form_type: 'waitlist',
      payload: { role: 'An investor' },
    })
  })

  it("says 'Failed to …' and why when the device has no room for the form", async () => {
    const full: SyncClient = {
      ...client,
      submitForm: async () => {
        throw new StorageFullError(new Error('QuotaExceededError'))
      },
    }
    renderForm('advisory', '/advisory', full)
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada')
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com')
    await userEvent.type(screen.getByLabelText(/^Company/), 'Engines')
    await userEvent.selectOptions(screen.getByLabelText(/^Stage/), 'Seed')
    await userEvent.selectOptions(screen.getByLabelText(/^Focus/), 'Fundraising')
    await userEvent.type(screen.getByLabelText(/^What do you need help with/), 'A seed round.')
    await userEvent.click(screen.getByRole('button', { name: 'Submit advisory request' }))
    expect(await screen.findAllByText('Failed to submit advisory request')).not.toHaveLength(0)
    expect(screen.getByRole('alert').textContent).toMatch(/out of storage space/)
  })

  it('refuses an injection attempt in the message by its label', async () => {
    renderForm('contact', '/contact')
    await userEvent.type(screen.getByLabelText(/^Name/), 'Mallory')
    await userEvent.type(screen.getByLabelText(/^Email/), 'm@example.com')
    await userEvent.selectOptions(screen.getByLabelText(/^Topic/), 'Press')
    await userEvent.type(screen.getByLabelText(/^Message/), '1; drop table users')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() =>
      expect(
        screen.getByText(/Message contains invalid content|Potential threat detected in Message/),
      ).toBeDefined(),
    )
    expect(await db.outbox.count()).toBe(0)
  })
})
