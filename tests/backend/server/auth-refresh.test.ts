import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalServer, startLocalServer } from '../../../supabase/local/server.ts'
import { type BackendTarget, backend, newUser } from '../support/backend.ts'

// GoTrue's refresh grant with its reuse interval (10 s by default): a reload that lost a refresh
// answer must not sign the member out, and a token spent long ago must still be refused.

async function refresh(target: BackendTarget, token: string) {
  const response = await fetch(`${target.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  })
  const body = (await response.json()) as { refresh_token?: string; access_token?: string; code?: string }
  return { status: response.status, ...body }
}

async function userStatus(target: BackendTarget, accessToken: string | undefined) {
  const response = await fetch(`${target.url}/auth/v1/user`, {
    headers: { apikey: target.anonKey, Authorization: `Bearer ${accessToken}` },
  })
  return response.status
}

/** A member whose first refresh token A was rotated into B, and B into C. */
async function twiceRotated(target: BackendTarget) {
  const user = await newUser(target)
  const a = (await user.client.auth.getSession()).data.session?.refresh_token ?? ''
  const b = (await refresh(target, a)).refresh_token ?? ''
  const c = (await refresh(target, b)).refresh_token ?? ''
  return { a, b, c }
}

describe('refresh tokens, within the reuse interval', () => {
  it('rotates a refresh token, and answers the same new token when the spent one comes again', async () => {
    const user = await newUser()
    const first = (await user.client.auth.getSession()).data.session?.refresh_token ?? ''
    const rotated = await refresh(backend(), first)
    expect(rotated.status).toBe(200)
    expect(rotated.refresh_token).not.toBe(first)

    const again = await refresh(backend(), first)
    expect(again.status).toBe(200)
    expect(again.refresh_token).toBe(rotated.refresh_token)
    expect(await userStatus(backend(), again.access_token)).toBe(200)
    expect((await refresh(backend(), rotated.refresh_token ?? '')).status).toBe(200)
  })

  it('still refreshes a token spent two rotations ago, with a token of its own', async () => {
    const { a, b, c } = await twiceRotated(backend())
    const reused = await refresh(backend(), a)
    expect(reused.status).toBe(200)
    expect([a, b, c]).not.toContain(reused.refresh_token)
    expect(await userStatus(backend(), reused.access_token)).toBe(200)
  })
})

describe('refresh tokens, after the reuse interval', () => {
  let server: LocalServer
  let emptyDir: string

  beforeAll(async () => {
    emptyDir = await mkdtemp(join(tmpdir(), 'jul-no-migrations-'))
    server = await startLocalServer({
      port: 0,
      logLevel: 'silent',
      migrationsDir: emptyDir,
      seedDir: emptyDir,
      refreshTokenReuseSeconds: 0,
    })
  })
  afterAll(async () => {
    await server?.close()
    await rm(emptyDir, { recursive: true, force: true })
  })

  it('refuses a token spent two rotations ago as already used', async () => {
    const { a } = await twiceRotated(server)
    const reused = await refresh(server, a)
    expect(reused.status).toBe(400)
    expect(reused.code).toBe('refresh_token_already_used')
  })

  it('answers the active token to its parent, as GoTrue does whatever the interval', async () => {
    const { b, c } = await twiceRotated(server)
    const reused = await refresh(server, b)
    expect(reused.status).toBe(200)
    expect(reused.refresh_token).toBe(c)
  })
})
