import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FunctionCallError } from '../../../../src/data/functions.ts'
import { VoiceAssistantCard } from '../../../../src/features/voice-assistant/voice-assistant-card.tsx'
import { type Harness, harness, renderWith, withTier } from '../mobile/harness.tsx'

class FakeRecorder {
  static isTypeSupported = () => true
  state = 'inactive'
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  start() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.ondataavailable?.({ data: new Blob(['hello'], { type: 'audio/webm' }) })
    this.onstop?.()
  }
}

let h: Harness
let speech: () => unknown

beforeEach(() => {
  localStorage.clear()
  vi.stubGlobal('MediaRecorder', FakeRecorder)
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  })
  speech = () => ({ text: 'What should I prepare for the board?' })
  h = harness({
    'voice-to-text': () => speech(),
    'ai-chat': () => ({ response: 'Lead with the numbers.' }),
  })
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await h.db.delete()
})

async function ask() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Tap to speak' }))
  await user.click(await screen.findByRole('button', { name: /Stop/ }))
  return user
}

describe('AI voice assistant', () => {
  it('is for pro only: the toggle is locked for premium', async () => {
    await withTier(h.db, 'premium')
    renderWith(h, '/app/home', <VoiceAssistantCard />)
    expect(await screen.findByText('Available with Pro membership')).toBeDefined()
    expect(screen.getByRole('switch', { name: 'Voice assistant' }).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Tap to speak' })).toBeNull()
  })

  it('records, sends the webm as base64 to voice-to-text, then asks ai-chat and shows the answer', async () => {
    await withTier(h.db, 'pro')
    renderWith(h, '/app/home', <VoiceAssistantCard />)
    await ask()
    expect(await screen.findByText('Lead with the numbers.')).toBeDefined()
    expect(screen.getByText('Response ready!')).toBeDefined()
    expect(h.calls.map((call) => call.name)).toEqual(['voice-to-text', 'ai-chat'])
    expect(h.calls[0]?.body).toEqual({ audio: btoa('hello'), mimeType: 'audio/webm' })
    expect(h.calls[1]?.body).toMatchObject({ message: 'What should I prepare for the board?' })
  })

  it("says 'No speech detected. Please try again.' for an empty transcript", async () => {
    await withTier(h.db, 'pro')
    speech = () => ({ text: '  ' })
    renderWith(h, '/app/home', <VoiceAssistantCard />)
    await ask()
    expect(await screen.findByText('No speech detected. Please try again.')).toBeDefined()
    expect(h.calls.map((call) => call.name)).toEqual(['voice-to-text'])
  })

  it('shows a function that is not set up in its own words (locally: speech recognition)', async () => {
    await withTier(h.db, 'pro')
    speech = () => {
      throw new FunctionCallError('voice-to-text', 'Speech recognition is not configured', 503, false)
    }
    renderWith(h, '/app/home', <VoiceAssistantCard />)
    await ask()
    expect(await screen.findByText('Speech recognition is not configured')).toBeDefined()
  })

  it('keeps the recording offline and sends it when asked again', async () => {
    await withTier(h.db, 'pro')
    let offline = true
    speech = () => {
      if (offline) throw new FunctionCallError('voice-to-text', 'Failed to fetch', null, true)
      return { text: 'Back online' }
    }
    renderWith(h, '/app/home', <VoiceAssistantCard />)
    const user = await ask()
    expect(await screen.findByText(/needs the network/)).toBeDefined()
    offline = false
    await user.click(screen.getByRole('button', { name: 'Send recording' }))
    await waitFor(() => expect(screen.getByText('Lead with the numbers.')).toBeDefined())
    expect(h.calls.filter((call) => call.name === 'voice-to-text')).toHaveLength(2)
  })
})
