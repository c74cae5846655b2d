import { describe, expect, it } from 'vitest'
import { AI_CALLS_PER_WINDOW, AI_LIMIT_MESSAGE } from '../../../supabase/functions/_shared/ai/usage-limit.ts'
import { backend, newUser } from '../support/backend.ts'

// The AI functions share one budget per member, checked by the frame before the provider is asked:
// the spec's rate limit (000 §9: 10 per 60 s). Past it every AI function answers 429 with Retry-After.

async function post(token: string, name: string, body: unknown) {
  const response = await fetch(`${backend().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend().anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    json: await response.json(),
  }
}

describe('the AI usage limit', () => {
  it('answers 429 past 10 calls in a window, across the AI functions, and leaves other members alone', async () => {
    const member = await newUser(backend(), 'ai-limit')
    const statuses: number[] = []
    for (let call = 0; call < AI_CALLS_PER_WINDOW; call++) {
      const name = call % 2 === 0 ? 'ai-chat' : 'voice-to-text'
      const body = name === 'ai-chat' ? { message: `question ${call}` } : { audio: 'AAAA' }
      statuses.push((await post(member.accessToken, name, body)).status)
    }
    // ai-chat answers locally; voice-to-text says speech is not configured (503): both are counted.
    expect(statuses).toEqual(Array.from({ length: AI_CALLS_PER_WINDOW }, (_, i) => (i % 2 === 0 ? 200 : 503)))

    for (const name of ['ai-chat', 'generate-session-report', 'voice-to-text', 'transcribe-audio']) {
      const refused = await post(member.accessToken, name, { message: 'one more' })
      expect(refused.status, name).toBe(429)
      expect(refused.json).toMatchObject({ error: AI_LIMIT_MESSAGE, limit: 10, window_seconds: 60 })
      const seconds = Number(refused.retryAfter)
      expect(seconds).toBeGreaterThanOrEqual(1)
      expect(seconds).toBeLessThanOrEqual(60)
      expect(refused.json.retry_after).toBe(seconds)
    }

    const other = await newUser(backend(), 'ai-limit-other')
    expect((await post(other.accessToken, 'ai-chat', { message: 'hello' })).status).toBe(200)
  })

  it('is not reachable by members through the API', async () => {
    const member = await newUser(backend(), 'ai-limit-rpc')
    const { error } = await member.client.rpc('ai_usage_take', {
      member: member.id,
      max_calls: 1000,
      window_seconds: 1,
    })
    expect(error?.code).toBe('42501')
  })
})
