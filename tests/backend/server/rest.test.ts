import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { type BackendTarget, clientFor, newUser } from '../support/backend.ts'
import { BACKENDS, startFixtureServer } from '../support/fixture-server.ts'

describe.each(BACKENDS)('REST over $name', ({ databaseUrl }) => {
  let server: LocalServer
  let target: BackendTarget
  let service: SupabaseClient

  beforeAll(async () => {
    server = await startFixtureServer(databaseUrl)
    target = server
    service = clientFor(target, target.serviceRoleKey)
  })
  afterAll(() => server?.close())

  const seedItems = async (prefix: string) => {
    const rows = [
      {
        id: `${prefix}-1`,
        name: 'Apple',
        qty: 3,
        price: 1.5,
        note: 'red, round',
        tags: ['fruit', 'red'],
        meta: { kind: 'tree' },
      },
      {
        id: `${prefix}-2`,
        name: 'banana',
        qty: 0,
        price: 0.25,
        note: null,
        tags: ['fruit'],
        meta: { kind: 'herb' },
      },
      {
        id: `${prefix}-3`,
        name: 'Cherry',
        qty: 12,
        price: 4,
        note: 'small',
        tags: ['fruit', 'red', 'small'],
        meta: {},
      },
      {
        id: `${prefix}-4`,
        name: 'Date',
        qty: 7,
        price: null,
        note: 'sweet',
        tags: [],
        meta: { kind: 'palm' },
      },
    ]
    const { error } = await service.from('items').insert(rows)
    expect(error).toBeNull()
  }
  const ids = (data: { id: string }[] | null) => (data ?? []).map((row) => row.id.split('-').pop()).join(',')

  it('inserts without a body, then reads, updates and deletes rows with representation', async () => {
    const inserted = await service.from('items').insert({ id: 'crud-1', name: 'Fig' })
    expect(inserted.status).toBe(201)
    expect(inserted.data).toBeNull()

    const read = await service.from('items').select('id, name, qty').eq('id', 'crud-1')
    expect(read.data).toEqual([{ id: 'crud-1', name: 'Fig', qty: 0 }])

    const updated = await service
      .from('items')
      .update({ qty: 5, note: 'dried' })
      .eq('id', 'crud-1')
      .select('qty, note')
    expect(updated.data).toEqual([{ qty: 5, note: 'dried' }])

    const deleted = await service.from('items').delete().eq('id', 'crud-1').select('id')
    expect(deleted.data).toEqual([{ id: 'crud-1' }])
    expect((await service.from('items').select().eq('id', 'crud-1')).data).toEqual([])
  })

  it('applies every filter operator the client offers', async () => {
    await seedItems('flt')
    const q = () => service.from('items').select('id').like('id', 'flt-%').order('id')
    expect(ids((await q().eq('name', 'Apple')).data)).toBe('1')
    expect(ids((await q().neq('name', 'Apple')).data)).toBe('2,3,4')
    expect(ids((await q().gt('qty', 3)).data)).toBe('3,4')
    expect(ids((await q().gte('qty', 3)).data)).toBe('1,3,4')
    expect(ids((await q().lt('qty', 3)).data)).toBe('2')
    expect(ids((await q().lte('qty', 3)).data)).toBe('1,2')
    expect(ids((await q().like('name', '%an%')).data)).toBe('2')
    expect(ids((await q().ilike('name', 'a%')).data)).toBe('1')
    expect(ids((await q().is('price', null)).data)).toBe('4')
    expect(ids((await q().in('name', ['Apple', 'Date', 'none'])).data)).toBe('1,4')
    expect(ids((await q().in('note', ['red, round', 'sweet'])).data)).toBe('1,4')
    expect(ids((await q().contains('tags', ['red'])).data)).toBe('1,3')
    expect(ids((await q().containedBy('tags', ['fruit', 'red'])).data)).toBe('1,2,4')
    expect(ids((await q().contains('meta', { kind: 'tree' })).data)).toBe('1')
    expect(ids((await q().not('price', 'is', null)).data)).toBe('1,2,3')
    expect(ids((await q().or('qty.eq.0,name.eq.Date')).data)).toBe('2,4')
    expect(ids((await q().or('note.eq."red, round",and(qty.gt.10,price.gte.4)')).data)).toBe('1,3')
    expect(ids((await q().filter('meta->>kind', 'eq', 'palm')).data)).toBe('4')
  })

  it('orders by several columns with nulls placement, and pages with a count', async () => {
    await seedItems('ord')
    const byPrice = await service
      .from('items')
      .select('id')
      .like('id', 'ord-%')
      .order('price', { ascending: false, nullsFirst: true })
    expect(ids(byPrice.data)).toBe('4,3,1,2')
    const byTwo = await service
      .from('items')
      .select('id')
      .like('id', 'ord-%')
      .order('qty', { ascending: true })
      .order('name')
    expect(ids(byTwo.data)).toBe('2,1,4,3')
    const page = await service
      .from('items')
      .select('id', { count: 'exact' })
      .like('id', 'ord-%')
      .order('id')
      .range(1, 2)
    expect(ids(page.data)).toBe('2,3')
    expect(page.count).toBe(4)
    const head = await service.from('items').select('*', { count: 'exact', head: true }).like('id', 'ord-%')
    expect(head.count).toBe(4)
    expect(head.data).toBeNull()
  })

  it('never answers more than 1,000 rows', async () => {
    const rows = Array.from({ length: 1100 }, (_, i) => ({
      id: `max-${String(i).padStart(4, '0')}`,
      name: 'n',
    }))
    expect((await service.from('items').insert(rows)).error).toBeNull()
    const { data } = await service.from('items').select('id').like('id', 'max-%').limit(5000)
    expect(data).toHaveLength(1000)
  })

  it('single() answers PGRST116 when the row count is not one, and maybeSingle() answers null', async () => {
    await seedItems('one')
    const none = await service.from('items').select().eq('id', 'one-missing').single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
    const maybe = await service.from('items').select().eq('id', 'one-missing').maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()
    const exactlyOne = await service.from('items').select('name').eq('id', 'one-1').single()
    expect(exactlyOne.data).toEqual({ name: 'Apple' })
  })

  it('rolls back a single-object update that touched several rows', async () => {
    await seedItems('rbk')
    const result = await service.from('items').update({ qty: 99 }).like('id', 'rbk-%').select().single()
    expect(result.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' })
    const { data } = await service.from('items').select('qty').like('id', 'rbk-%').eq('qty', 99)
    expect(data).toEqual([])
  })

  it('upserts idempotently, on the primary key or on named columns', async () => {
    const row = { id: 'ups-1', name: 'first', qty: 1 }
    await service.from('items').upsert(row)
    await service.from('items').upsert({ ...row, name: 'second' })
    const again = await service
      .from('items')
      .upsert({ ...row, name: 'second' })
      .select('id, name, qty')
    expect(again.data).toEqual([{ id: 'ups-1', name: 'second', qty: 1 }])
    expect((await service.from('items').select('id').eq('id', 'ups-1')).data).toHaveLength(1)

    const pair = { user_key: 'u1', platform: 'ios', token: 'a' }
    await service.from('pairs').upsert(pair, { onConflict: 'user_key,platform' })
    await service.from('pairs').upsert({ ...pair, token: 'b' }, { onConflict: 'user_key,platform' })
    const ignored = await service
      .from('pairs')
      .upsert({ ...pair, token: 'c' }, { onConflict: 'user_key,platform', ignoreDuplicates: true })
    expect(ignored.error).toBeNull()
    expect((await service.from('pairs').select('token').eq('user_key', 'u1')).data).toEqual([{ token: 'b' }])
  })

  it('fills missing keys of a bulk insert with null, or with column defaults when asked', async () => {
    const rows = [
      { id: 'mis-1', name: 'a', qty: 5 },
      { id: 'mis-2', name: 'b' },
    ]
    const withNull = await service.from('items').insert(rows)
    expect(withNull.status).toBe(400)
    expect(withNull.error?.code).toBe('23502')
    const withDefault = await service.from('items').insert(rows, { defaultToNull: false }).select('id, qty')
    expect(withDefault.data).toEqual(
      expect.arrayContaining([
        { id: 'mis-1', qty: 5 },
        { id: 'mis-2', qty: 0 },
      ]),
    )
  })

  it('maps SQL errors to PostgREST statuses and refuses unfiltered writes', async () => {
    await service.from('items').insert({ id: 'err-1', name: 'x' })
    const duplicate = await service.from('items').insert({ id: 'err-1', name: 'y' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error?.code).toBe('23505')
    const unknownColumn = await service.from('items').select('nope')
    expect(unknownColumn.status).toBe(400)
    expect(unknownColumn.error?.code).toBe('42703')
    const badType = await service.from('items').select().eq('qty', 'many')
    expect(badType.status).toBe(400)
    expect(badType.error?.code).toBe('22P02')
    const missingTable = await service.from('nothing_here').select()
    expect(missingTable.status).toBe(404)
    const unfiltered = await service.from('items').delete()
    expect(unfiltered.status).toBe(400)
    expect(unfiltered.error?.code).toBe('21000')
    const embedding = await service.from('items').select('id, notes(*)')
    expect(embedding.status).toBe(400)
  })

  it('embeds over a foreign key added or dropped after the last embedding request', async () => {
    const ddl = (sql: string) => server.db.transaction((tx) => tx.exec(sql))
    await ddl(`create table public.cache_parent (id int primary key);
      create table public.cache_child (id int primary key, parent_id int);
      grant select on public.cache_parent, public.cache_child to service_role;
      insert into public.cache_parent values (1); insert into public.cache_child values (10, 1);`)
    const embed = () => service.from('cache_child').select('id, cache_parent(id)')
    expect((await embed()).error?.code).toBe('PGRST200')
    await ddl(`alter table public.cache_child add constraint cache_child_parent_fkey
      foreign key (parent_id) references public.cache_parent (id)`)
    expect((await embed()).data).toEqual([{ id: 10, cache_parent: { id: 1 } }])
    await ddl('alter table public.cache_child drop constraint cache_child_parent_fkey')
    expect((await embed()).error?.code).toBe('PGRST200')
  })

  it('gives functions the search_path, request path, headers, cookies and timezone that PostgREST sets', async () => {
    await server.db.transaction((tx) =>
      tx.exec(`create function public.request_settings() returns json language sql stable as $$
        select json_build_object('headers', current_setting('request.headers', true)::json,
          'cookies', current_setting('request.cookies', true)::json,
          'search_path', current_setting('search_path'), 'timezone', current_setting('timezone'),
          'path', current_setting('request.path')) $$`),
    )
    const call = (prefer: string) =>
      fetch(`${server.url}/rest/v1/rpc/request_settings`, {
        method: 'POST',
        headers: {
          apikey: server.serviceRoleKey,
          Authorization: `Bearer ${server.serviceRoleKey}`,
          'X-Custom-Header': 'hello',
          Cookie: 'session=abc=1; theme=dark',
          Prefer: prefer,
        },
      })
    const answer = await call('timezone=America/Los_Angeles')
    const settings = (await answer.json()) as {
      headers: Record<string, string>
      cookies: Record<string, string>
      search_path: string
      timezone: string
      path: string
    }
    expect(settings.headers['x-custom-header']).toBe('hello')
    expect(settings.headers.cookie).toBeUndefined()
    expect(settings.cookies).toEqual({ session: 'abc=1', theme: 'dark' })
    expect(settings.search_path).toBe('"public", "public", "extensions"')
    expect(settings.timezone).toBe('America/Los_Angeles')
    expect(settings.path).toBe('/rpc/request_settings')
    const unknownZone = await call('timezone=Mars/Olympus')
    expect(((await unknownZone.json()) as { timezone: string }).timezone).not.toBe('Mars/Olympus')
    const strict = await call('timezone=Mars/Olympus, handling=strict')
    expect(strict.status).toBe(400)
    expect(((await strict.json()) as { code: string }).code).toBe('PGRST122')
  })

  it('passes the whole JSON body to a function whose only parameter is an unnamed json', async () => {
    await server.db.transaction((tx) =>
      tx.exec(`create function public.echo_body(jsonb) returns jsonb language sql as $$ select $1 $$`),
    )
    expect((await service.rpc('echo_body', { a: 1, b: [true] })).data).toEqual({ a: 1, b: [true] })
    const array = await fetch(`${server.url}/rest/v1/rpc/echo_body`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` },
      body: '[1, "two"]',
    })
    expect(await array.json()).toEqual([1, 'two'])
    const named = await fetch(`${server.url}/rest/v1/rpc/add_numbers`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` },
      body: '[1, 2]',
    })
    expect(named.status).toBe(400)
    expect(((await named.json()) as { code: string }).code).toBe('PGRST102')
  })

  it('calls functions with POST and GET', async () => {
    expect((await service.rpc('add_numbers', { a: 2, b: 40 })).data).toBe(42)
    expect((await service.rpc('add_numbers', { a: 1, b: 1 }, { get: true })).data).toBe(2)
    await seedItems('rpc')
    const cheap = await service.rpc('items_cheaper_than', { max_price: 1 }).like('id', 'rpc-%')
    expect(ids(cheap.data as { id: string }[])).toBe('2')
    const missing = await service.rpc('no_such_function')
    expect(missing.status).toBe(404)
  })

  it('signs in a user that SQL inserted with a bcrypt hash, as Supabase seeds do', async () => {
    const client = clientFor(target)
    const { data, error } = await client.auth.signInWithPassword({
      email: 'seeded@test.local',
      password: 'seeded-password',
    })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ name: 'Seeded' })
    expect((await client.rpc('whoami')).data).toBe('aaaaaaaa-0000-4000-8000-000000000001')
  })

  it('enforces row-level security for two users and anon', async () => {
    const alice = await newUser(target, 'alice')
    const bob = await newUser(target, 'bob')
    const mine = await alice.client.from('notes').insert({ title: 'alice private' }).select().single()
    expect(mine.data).toMatchObject({ title: 'alice private', owner_id: alice.id })
    expect((await alice.client.rpc('whoami')).data).toBe(alice.id)

    expect((await bob.client.from('notes').select()).data).toEqual([])
    const bobUpdate = await bob.client
      .from('notes')
      .update({ title: 'hacked' })
      .eq('id', mine.data.id)
      .select()
    expect(bobUpdate.data).toEqual([])
    const forged = await bob.client.from('notes').insert({ title: 'as alice', owner_id: alice.id })
    expect(forged.status).toBe(403)
    expect(forged.error?.code).toBe('42501')

    const anon = clientFor(target)
    const anonRead = await anon.from('notes').select()
    expect(anonRead.status).toBe(401)
    expect((await alice.client.from('notes').select('title')).data).toEqual([{ title: 'alice private' }])
  })
})
