import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import aiChat from '../../../supabase/functions/ai-chat/handler.ts'
import generateReport from '../../../supabase/functions/generate-session-report/handler.ts'
import transcribeAudio from '../../../supabase/functions/transcribe-audio/handler.ts'
import voiceToText from '../../../supabase/functions/voice-to-text/handler.ts'
import { backend, newUser } from '../support/backend.ts'
import { callHandler, functionEnv } from '../support/functions.ts'
import { type LoopbackFake, type RecordedRequest, startLoopbackFake } from '../support/loopback-fake.ts'

// The real AI adapter (the openai library) against a fake OpenAI-compatible API on loopback.

const KEY = 'sk-fake-ai-key'
let fake: LoopbackFake
let chatReply = 'Desktop Pro is 995 euro per month.'
let failChat = false

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'jul-test-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
})

beforeAll(async () => {
  fake = await startLoopbackFake((request) => {
    if (request.path === '/v1/chat/completions') {
      if (failChat) return { status: 401, json: { error: { message: 'Incorrect API key provided' } } }
      return { json: completion(chatReply) }
    }
    if (request.path === '/v1/audio/transcriptions')
      return { json: { text: ' Raise the seed round in spring. ' } }
    return { status: 404, json: { error: { message: 'not found' } } }
  })
})
afterAll(() => fake.close())

const env = () =>
  functionEnv({
    AI_API_KEY: KEY,
    AI_API_URL: `${fake.url}/v1`,
    AI_MODEL: 'jul-test-model',
    AI_TRANSCRIBE_MODEL: 'jul-whisper',
  })
const jsonOf = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.text ?? '{}') as Record<string, unknown>

describe('the OpenAI-compatible adapter', () => {
  it('sends the chat with the configured model, key and the assistant prompt', async () => {
    const member = await newUser(backend(), 'ai')
    chatReply = 'Desktop Pro is 995 euro per month.'
    const answer = await callHandler(aiChat, env(), {
      token: member.accessToken,
      body: { message: 'What does Pro cost?', history: [{ role: 'assistant', content: 'Hello!' }] },
    })
    expect(answer.json).toEqual({ response: 'Desktop Pro is 995 euro per month.' })
    const sent = fake.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(sent?.headers['content-type']).toBe('application/json')
    const body = jsonOf(sent)
    expect(body.model).toBe('jul-test-model')
    expect(body.messages).toEqual([
      { role: 'system', content: expect.stringMatching(/^You are YEL.*Write plain text only: no Markdown/) },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'What does Pro cost?' },
    ])
  })

  it("answers a provider failure with 502 and the spec's connection message, never the key", async () => {
    const member = await newUser(backend(), 'ai')
    failChat = true
    const answer = await callHandler(aiChat, env(), { token: member.accessToken, body: { message: 'hi' } })
    failChat = false
    expect(answer.status).toBe(502)
    expect(answer.json).toEqual({
      error: "I'm having trouble connecting right now. Please try again in a moment.",
    })
  })

  it('asks for a JSON report and stores what the model answered', async () => {
    const member = await newUser(backend(), 'ai')
    chatReply = JSON.stringify({
      title: 'Seed round planning',
      executive_summary: 'The founder plans a seed round.',
      key_insights: ['Burn is high'],
      action_items: ['Send the model'],
      recommendations: ['Cut a contractor'],
      next_steps: ['Readiness review'],
      attendees: ['Julia', 'Nina'],
      decisions: ['Raise in spring'],
    })
    const answer = await callHandler(generateReport, env(), {
      token: member.accessToken,
      body: {
        transcript: 'Julia: we raise in spring.',
        sessionMetadata: { clientName: 'Nina', duration: 60 },
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.json.report).toMatchObject({
      title: 'Seed round planning',
      duration: 60,
      decisions: ['Raise in spring'],
    })
    const body = jsonOf(fake.requests.at(-1))
    expect(body.response_format).toEqual({ type: 'json_object' })
    expect(JSON.stringify(body.messages)).toContain('Julia: we raise in spring.')
    const { data } = await member.client.from('session_reports').select('title, next_steps, duration')
    expect(data).toEqual([{ title: 'Seed round planning', next_steps: ['Readiness review'], duration: 60 }])
  })

  it('sends audio to the transcription endpoint as multipart with the configured model', async () => {
    const member = await newUser(backend(), 'ai')
    const form = new FormData()
    form.append('audio', new File([new Uint8Array([26, 69, 223, 163])], 'memo.webm', { type: 'audio/webm' }))
    const answer = await callHandler(transcribeAudio, env(), { token: member.accessToken, body: form })
    expect(answer.json).toEqual({ transcript: 'Raise the seed round in spring.' })
    const sent = fake.requests.at(-1)
    expect(sent?.path).toBe('/v1/audio/transcriptions')
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent?.text).toContain('name="model"')
    expect(sent?.text).toContain('jul-whisper')
    expect(sent?.text).toContain('filename="memo.webm"')

    const spoken = await callHandler(voiceToText, env(), {
      token: member.accessToken,
      body: { audio: btoa('voice'), mimeType: 'audio/webm;codecs=opus' },
    })
    expect(spoken.json).toEqual({ text: 'Raise the seed round in spring.' })
    expect(fake.requests.at(-1)?.text).toContain('filename="voice.webm"')

    // Safari records AAC in MP4: the provider is told so by the name and the type it receives.
    await callHandler(voiceToText, env(), {
      token: member.accessToken,
      body: { audio: btoa('voice'), mimeType: 'audio/mp4' },
    })
    expect(fake.requests.at(-1)?.text).toContain('filename="voice.m4a"')
    expect(fake.requests.at(-1)?.text).toContain('Content-Type: audio/mp4')
    const unnamed = new FormData()
    unnamed.append('audio', new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'audio/mp4' }))
    await callHandler(transcribeAudio, env(), { token: member.accessToken, body: unnamed })
    expect(fake.requests.at(-1)?.text).toContain('filename="audio.m4a"')
  })
})
