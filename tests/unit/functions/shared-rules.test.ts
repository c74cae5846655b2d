// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_REPLY, keywordReply } from '../../../supabase/functions/_shared/ai/chat-replies.ts'
import { extractiveReport } from '../../../supabase/functions/_shared/ai/extractive-report.ts'
import type { FunctionEnv } from '../../../supabase/functions/_shared/function-env.ts'
import { signToken, verifyToken } from '../../../supabase/functions/_shared/signed-token.ts'
import { isAllowedReturnUrl, withParams } from '../../../supabase/functions/_shared/site-urls.ts'

const SECRET = 'service-role-key'
const env = (extra: Record<string, string> = {}): FunctionEnv => ({
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: SECRET,
  ...extra,
})

describe('signed tokens (local checkout and portal links)', () => {
  it('round-trips a payload for its purpose only', async () => {
    const token = await signToken({ sid: 'cs_1' }, SECRET, 'local-checkout', 60)
    expect(await verifyToken(token, SECRET, 'local-checkout')).toMatchObject({ sid: 'cs_1' })
    expect(await verifyToken(token, SECRET, 'local-portal')).toBeNull()
    expect(await verifyToken(token, 'another-secret', 'local-checkout')).toBeNull()
  })

  it('refuses an edited payload and an expired token', async () => {
    const token = await signToken({ amount: 100 }, SECRET, 'local-checkout', 60)
    const signature = token.split('.')[1]
    const edited = Buffer.from(JSON.stringify({ amount: 1, exp: 9_999_999_999 })).toString('base64url')
    expect(await verifyToken(`${edited}.${signature}`, SECRET, 'local-checkout')).toBeNull()
    const expired = await signToken({ amount: 100 }, SECRET, 'local-checkout', -1)
    expect(await verifyToken(expired, SECRET, 'local-checkout')).toBeNull()
  })
})

describe('return addresses', () => {
  const from = (origin: string | null) =>
    new Request('http://127.0.0.1:54321/functions/v1/x', origin ? { headers: { Origin: origin } } : {})

  it('allow only the configured site when SITE_URL is set', () => {
    const configured = env({ SITE_URL: 'https://jul.example, https://www.jul.example' })
    expect(isAllowedReturnUrl('https://www.jul.example/console-success', from(null), configured)).toBe(true)
    expect(isAllowedReturnUrl('http://localhost:5173/console-success', from(null), configured)).toBe(false)
    expect(isAllowedReturnUrl('https://evil.example/', from('https://evil.example'), configured)).toBe(false)
  })

  it('allow the calling page and loopback on a developer machine, never another scheme', () => {
    expect(isAllowedReturnUrl('http://localhost:5173/x', from(null), env())).toBe(true)
    expect(isAllowedReturnUrl('https://dev.jul.test/x', from('https://dev.jul.test'), env())).toBe(true)
    expect(isAllowedReturnUrl('https://evil.example/x', from('https://dev.jul.test'), env())).toBe(false)
    expect(isAllowedReturnUrl('javascript:alert(1)', from(null), env())).toBe(false)
  })

  it('set payment= without losing the query the page had', () => {
    expect(withParams('https://jul.example/console-success?tab=home', { payment: 'success' })).toBe(
      'https://jul.example/console-success?tab=home&payment=success',
    )
  })
})

describe('the local assistant and report', () => {
  it('answers a question with the topic it names, and anything else with the default reply', () => {
    expect(keywordReply('How long is a strategy session?')).toContain('90 minutes')
    expect(keywordReply('What about the retainer?')).toContain('€1,950')
    expect(keywordReply('Hi! What does the mobile app cost?')).toContain('€9.99')
    expect(keywordReply('zzz')).toBe(DEFAULT_REPLY)
  })

  it('builds the same report from the same transcript, and leaves categories without cues empty', () => {
    const transcript = 'We met today about hiring. The team is small. We agreed to hire a designer.'
    const meta = { sessionType: 'Strategic Advisory', duration: 90 }
    const first = extractiveReport(transcript, meta)
    expect(extractiveReport(transcript, meta)).toEqual(first)
    expect(first).toMatchObject({
      title: 'Strategic Advisory report',
      decisions: ['We agreed to hire a designer.'],
      action_items: [],
      next_steps: [],
      attendees: [],
    })
    expect(first.executive_summary).toBe(
      'Strategic Advisory (90 minutes). We met today about hiring. The team is small.',
    )
  })
})
