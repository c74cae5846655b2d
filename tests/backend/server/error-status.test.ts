import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { BACKENDS, startFixtureServer } from '../support/fixture-server.ts'

// PostgREST's table of SQLSTATE to HTTP status (docs.postgrest.org, "HTTP Status Codes"). Clients
// decide retry or give up from it: a serialization failure or deadlock answered 409 would look
// permanent to a client that reads the status alone, where PostgREST answers 500. The anon key
// makes 42501 a 401.
const EXPECTED: ReadonlyArray<readonly [code: string, status: number]> = [
  ['40001', 500],
  ['40P01', 500],
  ['40000', 500],
  ['23505', 409],
  ['23503', 409],
  ['P0001', 400],
  ['P0002', 500],
  ['42501', 401],
  ['42P17', 500],
  ['08006', 503],
  ['53300', 503],
  ['53400', 500],
  ['54000', 500],
  ['57014', 500],
  ['28000', 403],
  ['22P02', 400],
]

describe.each(BACKENDS)('error status over $name', ({ databaseUrl }) => {
  let server: LocalServer

  beforeAll(async () => {
    server = await startFixtureServer(databaseUrl)
  })
  afterAll(() => server?.close())

  it.each(EXPECTED)('answers SQLSTATE %s with HTTP %i, as PostgREST does', async (code, status) => {
    const response = await fetch(`${server.url}/rest/v1/rpc/raise_sqlstate`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ code }),
    })
    expect({ status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
      status,
      code,
    })
  })
})
