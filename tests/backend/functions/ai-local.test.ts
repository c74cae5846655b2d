import { describe, expect, it } from 'vitest'
import { backend, clientFor, newUser } from '../support/backend.ts'
import { invokeError } from '../support/functions.ts'

// The AI functions and get-google-keys with nothing configured: deterministic local answers, and a
// plain 'not configured' where only an outside service could answer.

const TRANSCRIPT = [
  'Julia: Thanks for joining, Nina. Today we look at the seed round and the hiring plan.',
  'Nina: Our burn is higher than planned because of the two contractors.',
  'Julia: We decided to raise a 1.5 million seed round in the spring.',
  'Nina: I will send the updated financial model by Friday.',
  'Julia: I recommend cutting one contractor before the raise.',
  'Julia: Next step is to schedule an investor readiness review next week.',
].join('\n')

describe('ai-chat (local keyword replies)', () => {
  it('answers a pricing question with the spec prices', async () => {
    const member = await newUser(backend(), 'chat')
    const { data, error } = await member.client.functions.invoke('ai-chat', {
      body: { message: 'How much does Pro cost?', userId: member.id },
    })
    expect(error).toBeNull()
    expect((data as { response: string }).response).toContain('€995 per month')
  })

  it('refuses a blank message with 400 and anon with 401', async () => {
    const member = await newUser(backend(), 'chat')
    const blank = await member.client.functions.invoke('ai-chat', { body: { message: '   ', userId: null } })
    expect(await invokeError(blank.error)).toEqual({
      status: 400,
      body: { error: 'message: must not be empty' },
    })
    const anon = await clientFor(backend()).functions.invoke('ai-chat', { body: { message: 'hello' } })
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})

describe('generate-session-report (local extractive report)', () => {
  it('builds the report from the transcript’s own sentences and stores it under the member', async () => {
    const member = await newUser(backend(), 'report')
    const { data, error } = await member.client.functions.invoke('generate-session-report', {
      body: { transcript: TRANSCRIPT, sessionMetadata: { clientName: 'Nina Newcomer', date: '2026-11-20' } },
    })
    expect(error).toBeNull()
    const { report } = data as { report: Record<string, unknown> }
    expect(report).toMatchObject({
      title: 'Strategic Advisory: Nina Newcomer',
      duration: 90,
      session_type: 'Strategic Advisory',
      decisions: ['We decided to raise a 1.5 million seed round in the spring.'],
      action_items: ['I will send the updated financial model by Friday.'],
      recommendations: ['I recommend cutting one contractor before the raise.'],
      next_steps: ['Next step is to schedule an investor readiness review next week.'],
      key_insights: ['Our burn is higher than planned because of the two contractors.'],
      attendees: ['Nina Newcomer', 'Julia', 'Nina'],
    })
    expect(report.executive_summary).toMatch(
      /^Strategic Advisory with Nina Newcomer on 2026-11-20 \(90 minutes\)\. /,
    )
    const { data: rows } = await member.client.from('session_reports').select('id, title, action_items')
    expect(rows).toEqual([
      { id: report.id, title: 'Strategic Advisory: Nina Newcomer', action_items: report.action_items },
    ])
  })

  it("refuses someone else's session, an empty transcript, and anon", async () => {
    const member = await newUser(backend(), 'report')
    const foreign = await member.client.functions.invoke('generate-session-report', {
      body: { transcript: TRANSCRIPT, sessionMetadata: { sessionId: crypto.randomUUID() } },
    })
    expect(await invokeError(foreign.error)).toEqual({ status: 404, body: { error: 'Session not found' } })
    const empty = await member.client.functions.invoke('generate-session-report', {
      body: { transcript: '' },
    })
    expect((await invokeError(empty.error)).status).toBe(400)
    const anon = await clientFor(backend()).functions.invoke('generate-session-report', {
      body: { transcript: TRANSCRIPT },
    })
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})

describe('speech without a speech service', () => {
  it("voice-to-text says 'Speech recognition is not configured' instead of inventing a transcript", async () => {
    const member = await newUser(backend(), 'speech')
    const { error } = await member.client.functions.invoke('voice-to-text', {
      body: { audio: btoa('webm-bytes'), mimeType: 'audio/webm' },
    })
    expect(await invokeError(error)).toEqual({
      status: 503,
      body: { error: 'Speech recognition is not configured', code: 'not_configured' },
    })
  })

  it('transcribe-audio takes the multipart audio field and says the same', async () => {
    const member = await newUser(backend(), 'speech')
    const form = new FormData()
    form.append('audio', new File([new Uint8Array([1, 2, 3])], 'memo.webm', { type: 'audio/webm' }))
    const { error } = await member.client.functions.invoke('transcribe-audio', { body: form })
    expect(await invokeError(error)).toEqual({
      status: 503,
      body: { error: 'Speech recognition is not configured', code: 'not_configured' },
    })
  })

  it('refuses bad input with 400 before anything else, and anon with 401', async () => {
    const member = await newUser(backend(), 'speech')
    const notBase64 = await member.client.functions.invoke('voice-to-text', {
      body: { audio: 'not base64!' },
    })
    expect(await invokeError(notBase64.error)).toEqual({
      status: 400,
      body: { error: 'audio: must be base64' },
    })
    const form = new FormData()
    form.append('file', new File([new Uint8Array([1])], 'memo.webm', { type: 'audio/webm' }))
    const noAudio = await member.client.functions.invoke('transcribe-audio', { body: form })
    expect(await invokeError(noAudio.error)).toEqual({
      status: 400,
      body: { error: 'audio: a file is required' },
    })
    const anon = await clientFor(backend()).functions.invoke('voice-to-text', { body: { audio: btoa('x') } })
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})

describe('get-google-keys', () => {
  it('says the Drive integration is not configured, in the spec’s words', async () => {
    const member = await newUser(backend(), 'google')
    const { data, error } = await member.client.functions.invoke('get-google-keys', { method: 'GET' })
    expect(error).toBeNull()
    expect(data).toEqual({
      configured: false,
      message: 'Google Drive integration not configured. Please contact support.',
    })
  })

  it('answers anon with 401', async () => {
    const { error } = await clientFor(backend()).functions.invoke('get-google-keys', { method: 'GET' })
    expect((await invokeError(error)).status).toBe(401)
  })
})
