import { describe, expect, it, vi } from 'vitest'
import { assistantReply, canSend, responseText } from '../../../../src/features/assistant/chat-rules.ts'
import { DEFAULT_LOCAL_REPLY, keywordReply } from '../../../../src/features/assistant/keyword-reply.ts'
import { CHAT_TEXTS, SUPPORT_EMAIL } from '../../../../src/features/assistant/texts.ts'

const deps = (overrides: Partial<Parameters<typeof assistantReply>[1]> = {}) => ({
  online: true,
  ask: vi.fn(async () => ({ response: 'Sure.' })),
  local: keywordReply,
  apology: CHAT_TEXTS.apology,
  emptyApology: CHAT_TEXTS.emptyApology,
  ...overrides,
})

describe('YEL chat send rules (001 §5)', () => {
  it('ignores a blank message or one sent while a reply is pending', () => {
    expect(canSend('hello', false)).toBe(true)
    expect(canSend('   ', false)).toBe(false)
    expect(canSend('', false)).toBe(false)
    expect(canSend('hello', true)).toBe(false)
  })

  it('reads the response of ai-chat', () => {
    expect(responseText({ response: ' Hi ' })).toBe('Hi')
    expect(responseText({ response: '' })).toBeNull()
    expect(responseText({ answer: 'x' })).toBeNull()
    expect(responseText(null)).toBeNull()
  })
})

describe('what YEL answers (001 §8)', () => {
  it('asks ai-chat with the trimmed message and answers its response', async () => {
    const d = deps()
    await expect(assistantReply('  pricing? ', d)).resolves.toEqual({ kind: 'answer', text: 'Sure.' })
    expect(d.ask).toHaveBeenCalledWith('pricing?')
  })

  it('apologises when the response is empty', async () => {
    const reply = await assistantReply('x', deps({ ask: async () => ({ response: '  ' }) }))
    expect(reply).toEqual({ kind: 'answer', text: CHAT_TEXTS.emptyApology })
  })

  it('apologises, pointing to the support e-mail, when the call fails', async () => {
    const reply = await assistantReply('x', deps({ ask: async () => Promise.reject(new Error('502')) }))
    expect(reply).toEqual({ kind: 'error', text: CHAT_TEXTS.apology })
    expect(CHAT_TEXTS.apology).toContain(SUPPORT_EMAIL)
    expect(CHAT_TEXTS.connectionErrorTitle).toBe('Connection Error')
    expect(CHAT_TEXTS.connectionErrorBody).toBe(
      "I'm having trouble connecting right now. Please try again in a moment.",
    )
  })

  it('answers from the device by keyword while offline, without calling ai-chat', async () => {
    const d = deps({ online: false })
    const reply = await assistantReply('How much is a strategy session?', d)
    expect(reply.kind).toBe('local')
    expect(reply.text).toContain('€495')
    expect(d.ask).not.toHaveBeenCalled()
  })

  it('has a keyword answer per topic and a default', () => {
    expect(keywordReply('tell me about equity')).toContain('0.5 to 2 percent')
    expect(keywordReply('What does Pro cost?')).toContain('€995')
    expect(keywordReply('the julboard')).toContain('MRR')
    expect(keywordReply('qwerty')).toBe(DEFAULT_LOCAL_REPLY)
  })
})
