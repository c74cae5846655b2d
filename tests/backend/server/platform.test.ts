import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { type BackendTarget, clientFor, newUser } from '../support/backend.ts'
import { startFixtureServer } from '../support/fixture-server.ts'

let server: LocalServer
let target: BackendTarget
let staticDir: string

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'jul-static-'))
  await mkdir(join(staticDir, 'assets'))
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>JUL home, prerendered</title>')
  await writeFile(join(staticDir, 'shell.html'), '<!doctype html><title>JUL shell</title>')
  await writeFile(join(staticDir, 'mobile-shell.html'), '<!doctype html><title>JUL mobile splash</title>')
  await writeFile(join(staticDir, 'assets', 'app-123.js'), 'console.log(1)')
  server = await startFixtureServer(undefined, { staticDir })
  target = server
})
afterAll(async () => {
  await server?.close()
  await rm(staticDir, { recursive: true, force: true })
})

describe('the built app on the same origin', () => {
  it('answers /health with JSON once ready', async () => {
    const response = await fetch(`${target.url}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })

  it('serves files, falls back to the shell for navigations (the mobile one under /app), never for the API', async () => {
    const asset = await fetch(`${target.url}/assets/app-123.js`)
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const deepLink = await fetch(`${target.url}/app/julboard/card/42`, { headers: { Accept: 'text/html' } })
    expect(await deepLink.text()).toContain('JUL mobile splash')
    const mobileRoot = await fetch(`${target.url}/app`, { headers: { Accept: 'text/html' } })
    expect(await mobileRoot.text()).toContain('JUL mobile splash')
    const lookalike = await fetch(`${target.url}/apply`, { headers: { Accept: 'text/html' } })
    expect(await lookalike.text()).toContain('JUL shell')
    const missingAsset = await fetch(`${target.url}/assets/missing.js`, { headers: { Accept: '*/*' } })
    expect(missingAsset.status).toBe(404)
    const api = await fetch(`${target.url}/realtime/v1/nothing`, {
      headers: { Accept: 'text/html', apikey: target.anonKey },
    })
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toContain('application/json')
    const appAuthPage = await fetch(`${target.url}/auth`, { headers: { Accept: 'text/html' } })
    expect(await appAuthPage.text()).toContain('JUL shell')
    const home = await fetch(`${target.url}/`, { headers: { Accept: 'text/html' } })
    expect(await home.text()).toContain('JUL home, prerendered')
    const traversal = await fetch(`${target.url}/..%2f..%2fetc/passwd`, { headers: { Accept: '*/*' } })
    expect(await traversal.text()).not.toContain('root:')
  })

  it('exposes Content-Range and the auth API version header to browsers', async () => {
    const preflight = await fetch(`${target.url}/rest/v1/items`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, prefer',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('prefer')
    const get = await fetch(`${target.url}/rest/v1/items?limit=1`, {
      headers: { apikey: target.anonKey, Origin: 'http://localhost:5173' },
    })
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })
})

describe('storage', () => {
  it('uploads, lists, downloads and removes a file in the owner folder only', async () => {
    const alice = await newUser(target, 'alice')
    const bob = await newUser(target, 'bob')
    const path = `${alice.id}/notes/hello.txt`
    const upload = await alice.client.storage
      .from('docs')
      .upload(path, new Blob(['hello world'], { type: 'text/plain' }))
    expect(upload.error).toBeNull()
    expect(upload.data?.fullPath).toBe(`docs/${path}`)

    const again = await alice.client.storage.from('docs').upload(path, new Blob(['x']))
    expect(again.error?.message).toBe('The resource already exists')
    const replaced = await alice.client.storage
      .from('docs')
      .upload(path, 'hello again', { upsert: true, contentType: 'text/plain' })
    expect(replaced.error).toBeNull()

    const listing = await alice.client.storage.from('docs').list(alice.id)
    expect(listing.data?.map((entry) => entry.name)).toEqual(['notes'])
    const files = await alice.client.storage.from('docs').list(`${alice.id}/notes`)
    expect(files.data?.map((entry) => entry.name)).toEqual(['hello.txt'])

    const downloaded = await alice.client.storage.from('docs').download(path)
    expect(await downloaded.data?.text()).toBe('hello again')
    const stolen = await bob.client.storage.from('docs').download(path)
    expect(stolen.error).not.toBeNull()
    const intrusion = await bob.client.storage.from('docs').upload(`${alice.id}/from-bob.txt`, 'x')
    expect(intrusion.error?.message).toBe('new row violates row-level security policy')

    const removed = await alice.client.storage.from('docs').remove([path])
    expect(removed.data).toHaveLength(1)
    expect((await alice.client.storage.from('docs').download(path)).error).not.toBeNull()
  })

  it('serves public buckets by URL without a key and enforces the size limit', async () => {
    const user = await newUser(target)
    const bucket = user.client.storage.from('pub')
    expect(
      (await bucket.upload(`${user.id}/logo.svg`, '<svg/>', { contentType: 'image/svg+xml' })).error,
    ).toBeNull()
    const url = bucket.getPublicUrl(`${user.id}/logo.svg`).data.publicUrl
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toBe('<svg/>')
    const tooBig = await bucket.upload(`${user.id}/big.bin`, new Uint8Array(2048))
    expect(tooBig.error?.message).toBe('The object exceeded the maximum allowed size')
    const anon = await clientFor(target).storage.from('pub').upload('anon.txt', 'x')
    expect(anon.error).not.toBeNull()
  })
})
