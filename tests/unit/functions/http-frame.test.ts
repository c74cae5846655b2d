// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonResponse } from '../../../supabase/functions/_shared/function-env.ts'
import { defineFunction, FunctionError, readJson } from '../../../supabase/functions/_shared/http.ts'

const env = { SUPABASE_URL: 'http://x', SUPABASE_ANON_KEY: 'a', SUPABASE_SERVICE_ROLE_KEY: 's' }

const echo = defineFunction('echo', ['POST'], async (call) => {
  const body = await readJson(call.req, z.object({ n: z.int('must be a whole number') }))
  if (body.n === 13) throw new Error('database password is hunter2')
  if (body.n === 7) throw new FunctionError(409, 'Seven is taken')
  call.log.n = body.n
  return jsonResponse({ n: body.n })
})

async function run(init: RequestInit) {
  const lines: string[] = []
  const response = await echo(new Request('http://x/functions/v1/echo', init), env, {
    log: (line) => lines.push(line),
  })
  return {
    response,
    lines,
    body: response.status === 200 && init.method === 'OPTIONS' ? null : await response.json(),
  }
}

describe('the function frame', () => {
  it('answers the CORS preflight supabase-js sends', async () => {
    const { response } = await run({ method: 'OPTIONS' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info')
  })

  it('refuses other methods with 405 and bad input with 400, naming the field', async () => {
    expect((await run({ method: 'GET' })).response.status).toBe(405)
    const notJson = await run({ method: 'POST', body: '{oops' })
    expect(notJson.body).toEqual({ error: 'Body must be JSON' })
    const wrong = await run({ method: 'POST', body: JSON.stringify({ n: 1.5 }) })
    expect(wrong.response.status).toBe(400)
    expect(wrong.body).toEqual({ error: 'n: must be a whole number' })
  })

  it('answers a chosen refusal with its status and a crash with 500 that hides the cause', async () => {
    expect((await run({ method: 'POST', body: JSON.stringify({ n: 7 }) })).body).toEqual({
      error: 'Seven is taken',
    })
    const crash = await run({ method: 'POST', body: JSON.stringify({ n: 13 }) })
    expect(crash.response.status).toBe(500)
    expect(crash.body).toEqual({ error: 'Internal error' })
    expect(crash.lines[0]).toContain('hunter2')
  })

  it('writes exactly one structured log line per call', async () => {
    const { lines } = await run({ method: 'POST', body: JSON.stringify({ n: 2 }) })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ fn: 'echo', method: 'POST', status: 200, n: 2 })
  })
})
