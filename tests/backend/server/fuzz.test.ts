import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../../supabase/local/jwt.ts'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { startFixtureServer } from '../support/fixture-server.ts'

let server: LocalServer

beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(() => server?.close())

/** Deterministic, so a failing request can be replayed from its index. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const JUNK = [
  '',
  '{',
  '[1,',
  'null',
  '"text"',
  '{"id":',
  '{"qty":"many"}',
  '{"nope":1}',
  '[{"id":1},{"x":2}]',
  '\u0000',
  '{"id":"\\u0000"}',
  '12',
  'true',
  '[[]]',
  '{"name":null}',
  'ÿþ',
  '{"qty":99999999999999999999}',
]
const FILTERS = [
  'qty=eq.many',
  'qty=xx.1',
  'qty=in.(1,2',
  'or=(qty.eq.1',
  'or=qty.eq.1',
  'name=like',
  'nope=eq.1',
  'qty=is.maybe',
  'and=()',
  'meta->>=eq.1',
  'name=match.[',
  'qty=gt.1e400',
  'id=eq.%00',
  "name=eq.'); drop table items; --",
  'not.or=(a.b.c)',
  'qty=cs.{1',
  'tags=cs.{"unterminated',
  'a.b=eq.1',
  'qty=eq.1&qty=eq.2&qty=ov.{',
  'created_at=gt.yesterday',
  'name=like(all).{a*,*b',
  'name=ilike(some).{x}',
  'name=fts(english.x',
  'name=wfts(nope).cat',
  'tags=ov(any).{x}',
  'qty=adj.[1,2)',
  'qty=sl.notarange',
  'qty=isdistinct.',
  'notes.title=eq.x',
  'notes=not.is.null',
  'or=(and(qty.eq.1,or(name.eq.x)),)',
  'name=in.()',
  'not.and=(qty.nxr.1)',
  'meta->0->>a=match.(',
]
const SELECTS = [
  'id::',
  'id,notes(*)',
  '*,,',
  'a:b:c',
  'count()',
  'id->',
  '"',
  'id::text;drop',
  'x'.repeat(300),
  '(*)',
  'id,notes!inner(*)',
  '...notes(*)',
  'id,notes!a!b!c(*)',
  'a:b:c(*)',
  'id.sum(),name',
  'qty.median()',
  'count()::text;drop',
  'x->>(',
  'id,...items(*)',
  'notes(count),owner_id(*)',
  'n:name.count()::int[],qty.avg()',
  '*,pairs!inner(*)',
]
const ORDERS = [
  '',
  'qty.sideways',
  'nope',
  'qty.desc.nullsmiddle',
  ',',
  'id->>',
  '"',
  'notes(title).desc',
  'x(',
  'meta->a.asc.nullsfirst',
]
const ACCEPTS = [
  'text/csv',
  'application/geo+json',
  'application/vnd.pgrst.plan+json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  '*/*;q=0',
  'nonsense',
]
const PATHS = [
  '/rest/v1/',
  '/rest/v1/items/extra',
  '/rest/v1/rpc/',
  '/rest/v1/rpc/add_numbers',
  '/rest/v1/%2e%2e',
  '/rest/v1/pg_catalog.pg_roles',
  '/auth/v1/token?grant_type=magic',
  '/auth/v1/nothing',
  '/auth/v1/verify',
  '/auth/v1/user',
  '/storage/v1/object/docs/../../etc/passwd',
  '/storage/v1/object/nobucket/x.txt',
  '/storage/v1/object/list/nobucket',
  '/storage/v1/bucket/x/y',
  '/storage/v1/bucket/nobucket',
  '/storage/v1/bucket/nobucket/empty',
  '/storage/v1/object/move',
  '/storage/v1/object/copy',
  '/storage/v1/object/list-v2/nobucket',
  '/storage/v1/object/info/nobucket/x.png',
  '/storage/v1/object/sign/nobucket',
  '/storage/v1/object/upload/sign/nobucket/x.png?token=x',
  '/storage/v1/render/image/authenticated/nobucket/x.png?width=-4&quality=1000',
  '/auth/v1/recover',
  '/auth/v1/resend',
  '/auth/v1/invite',
  '/auth/v1/admin/generate_link',
  '/auth/v1/admin/users?page=-1',
  '/auth/v1/admin/users/%00',
  '/auth/v1/factors',
  '/auth/v1/factors/x/verify',
  '/auth/v1/reauthenticate',
  '/auth/v1/signup',
  '/functions/v1/../../x',
  '/functions/v1/_shared',
  '/functions/v1/NOPE',
  '/realtime/v1/websocket',
  '/nothing/at/all',
  '/rest/v1/items?limit=-1',
  '/rest/v1/items?offset=abc',
  '/rest/v1/items?limit=1e9',
]
const METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'] as const

describe('malformed input', () => {
  it('answers over 1,000 malformed requests with 4xx JSON, never 5xx, and keeps serving', async () => {
    const next = random(20261121)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
    const now = Math.floor(Date.now() / 1000)
    const expired = await signToken(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: now - 3600 },
      server.jwtSecret,
      -3600,
    )
    const forged = await signToken(
      { role: 'service_role' },
      'another-secret-another-secret-another-secret',
      3600,
    )
    const tokens = ['garbage', expired, forged, `${server.anonKey}x`, 'Bearer', 'a.b.c']
    const failures: string[] = []
    let refused = 0

    for (let i = 0; i < 1500; i++) {
      const kind = i % 6
      const method = pick(METHODS)
      let path = '/rest/v1/items'
      const headers: Record<string, string> = { apikey: server.anonKey, 'Content-Type': 'application/json' }
      let body: string | undefined = method === 'GET' || method === 'HEAD' ? undefined : pick(JUNK)
      if (kind === 0) path += `?${pick(FILTERS)}`
      else if (kind === 1) {
        path += `?select=${encodeURIComponent(pick(SELECTS))}&order=${encodeURIComponent(pick(ORDERS))}`
        if (next() < 0.3) headers.Accept = pick(ACCEPTS)
        if (next() < 0.2)
          headers.Prefer = pick([
            'count=planned',
            'count=estimated',
            'handling=strict,wat',
            'max-affected=x',
            "timezone='; drop table items; --",
            'timezone=Mars/Olympus,handling=strict',
          ])
        if (next() < 0.1) headers.Cookie = pick(['a', '=;=;', '"; drop=x', 'a=1; a=2'])
        if (next() < 0.1) headers['Accept-Profile'] = pick(['public', 'auth', 'pg_catalog', '"; drop'])
      } else if (kind === 2) {
        headers.apikey = server.serviceRoleKey
        headers.Authorization = `Bearer ${server.serviceRoleKey}`
        path += `?${pick(FILTERS)}`
      } else if (kind === 3) headers.Authorization = `Bearer ${pick(tokens)}`
      else if (kind === 4) {
        path = pick(PATHS)
        if (next() < 0.3) delete headers.apikey
      } else if (i % 60 === 5 && body !== undefined) {
        body = `[${'{"id":"x","name":"y"},'.repeat(500_000)}{}]`
      } else {
        headers.apikey = pick(tokens)
      }
      if (method === 'OPTIONS') continue
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      })
      const text = await response.text()
      const isJson =
        method === 'HEAD' ||
        text === '' ||
        (response.ok && response.headers.get('Content-Type')?.startsWith('text/csv')) ||
        (() => {
          try {
            JSON.parse(text)
            return true
          } catch {
            return false
          }
        })()
      const okStatus =
        response.status < 500 && (response.status >= 400 || (response.status >= 200 && response.status < 300))
      if (response.status >= 400 && response.status < 500) refused++
      if (!okStatus || !isJson)
        failures.push(`#${i} ${method} ${path} → ${response.status} ${text.slice(0, 200)}`)
    }
    expect(failures).toEqual([])
    expect(refused).toBeGreaterThanOrEqual(1000)

    const health = await fetch(`${server.url}/rest/v1/items?select=id&limit=1`, {
      headers: { apikey: server.anonKey },
    })
    expect(health.status).toBe(200)
    // 1,500 requests on a shared, loaded machine: the default 30 s would time the machine, not the server.
  }, 180_000)
})

// SQL keywords and punctuation in every place the URL grammar names something. Each must be refused
// by the parser (a 4xx naming the input) or reach SQL only as a quoted identifier or a parameter: a
// syntax error (42601) from the database would mean the input was spliced into the statement.
const INJECTED_SELECTS = [
  'name::text from pg_roles union select rolname',
  'name::text from pg_roles a, pg_roles b, pg_roles c, pg_roles d',
  'id::text,(select rolname from pg_roles limit 1)',
  'name::text;select 1',
  'name::text) from pg_roles --',
  'name::text as x from pg_roles union select rolname',
  'n:name::text union all select rolname from pg_roles',
  'name::"text" from pg_roles',
  'name, rolname from pg_roles',
  'id,notes!"x; select 1"(*)',
  'qty.sum()::int from pg_roles',
  'count()::text union select rolname from pg_roles',
  'id,"notes) from pg_roles --"(*)',
  'x:notes!inner(*) from pg_roles',
]
const INJECTED_ORDERS = [
  'name;select 1',
  'name desc, (select 1)',
  'name union select rolname from pg_roles',
  '(select 1)',
  'name.desc;drop table items',
  'name->>a) from pg_roles --',
  'notes(title); select 1',
  'items(name).desc union select 1',
]
const INJECTED_FILTERS = [
  'name) or (1=1=eq.x',
  'name;select 1=eq.x',
  'or=(name.eq.x) or (1=1)',
  'name=in.(a) or 1=1 --)',
  'name=is.null or 1=1',
  'name=not.is.null);select 1;--',
  'qty=gt.0 union select 1',
  "name=fts(english') or (true).x",
  'name=like(any).{a}) or (true',
  'notes.title) or (1=1=eq.x',
  'or=(name.isdistinct.x) or (true)',
]
const INJECTED_CONFLICTS = ['id) do nothing; --', 'id, (select 1)', "id) do update set name = 'x' --"]

describe('keyword injection', () => {
  const headers = () => ({ apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` })

  const expectRefused = async (response: Response, what: string) => {
    const text = await response.text()
    expect.soft(response.status, `${what} → ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
    expect.soft(response.status, what).toBeLessThan(500)
    expect.soft(text, what).not.toContain('"42601"')
    expect.soft(text, what).not.toMatch(/"rolname"|"anon"|"service_role"/)
  }

  it('refuses SQL in select and order before it reaches the database', async () => {
    for (const select of INJECTED_SELECTS) {
      const response = await fetch(`${server.url}/rest/v1/items?select=${encodeURIComponent(select)}`, {
        headers: headers(),
      })
      await expectRefused(response, `select=${select}`)
    }
    for (const order of INJECTED_ORDERS) {
      const response = await fetch(`${server.url}/rest/v1/items?order=${encodeURIComponent(order)}`, {
        headers: headers(),
      })
      await expectRefused(response, `order=${order}`)
    }
  })

  it('keeps a JSON key with SQL in it a parameter, so it selects nothing', async () => {
    const select = "meta->>'a' from pg_roles union select rolname from pg_roles"
    const response = await fetch(`${server.url}/rest/v1/items?select=${encodeURIComponent(select)}&limit=1`, {
      headers: headers(),
    })
    const text = await response.text()
    expect(response.status, text).toBeLessThan(500)
    expect(text).not.toMatch(/anon|service_role|postgres/)
  })

  it('keeps SQL in filters to quoted identifiers and parameters', async () => {
    for (const filter of INJECTED_FILTERS) {
      const [key, ...value] = filter.split('=')
      const query = `${encodeURIComponent(key as string)}=${encodeURIComponent(value.join('='))}`
      const response = await fetch(`${server.url}/rest/v1/items?select=id&${query}`, { headers: headers() })
      const text = await response.text()
      expect.soft(response.status, `${filter} → ${text.slice(0, 200)}`).toBeLessThan(500)
      expect.soft(text, filter).not.toContain('"42601"')
      if (response.status === 200) expect.soft(JSON.parse(text), filter).toEqual([])
    }
  })

  it('keeps SQL in on_conflict to quoted identifiers', async () => {
    for (const conflict of INJECTED_CONFLICTS) {
      const response = await fetch(
        `${server.url}/rest/v1/items?on_conflict=${encodeURIComponent(conflict)}`,
        {
          method: 'POST',
          headers: {
            ...headers(),
            'Content-Type': 'application/json',
            Prefer: 'resolution=merge-duplicates',
          },
          body: JSON.stringify({ id: 'inj-1', name: 'x' }),
        },
      )
      await expectRefused(response, `on_conflict=${conflict}`)
    }
  })

  it('answers a cross join smuggled into select quickly, so one request cannot hold the database', async () => {
    const select = `name::text from pg_attribute${' cross join pg_attribute'.repeat(7)}`
    const response = await fetch(`${server.url}/rest/v1/items?select=${encodeURIComponent(select)}`, {
      headers: headers(),
      signal: AbortSignal.timeout(10_000),
    })
    await expectRefused(response, 'cross join')
  })
})
