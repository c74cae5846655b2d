import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalServer, startLocalServer } from '../../../supabase/local/server.ts'
import { scopeTables } from '../../../sync/pull/scopes.ts'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { createFreshDatabase } from '../support/fresh-database.ts'

type Answer = {
  horizon: string
  scopes?: string[]
  results: Array<{
    scope: string
    gone?: true
    resync?: true
    rows?: Record<string, Array<Record<string, unknown>>>
  }>
}

const target = backend()
const service = serviceClient(target)

async function pull(client: SupabaseClient, scopes: Array<{ scope: string; since: string | null }>) {
  const { data, error, status } = await client.rpc('sync_pull', { request: { scopes, limit: 1000 } })
  if (error) throw new Error(`${status} ${error.message}`)
  return data as Answer
}

const rowsOf = (answer: Answer, scope: string, table: string) =>
  answer.results.find((r) => r.scope === scope)?.rows?.[table] ?? []

/** A staff member of a domain of their own, so that taking the rule away touches nobody else. */
async function newStaff(): Promise<TestUser & { domain: string }> {
  const domain = `staff-${randomUUID().slice(0, 8)}.example`
  const rule = await service.from('staff_rules').insert({ rule_type: 'domain', value: domain })
  if (rule.error) throw new Error(rule.error.message)
  const email = `advisor@${domain}`
  const password = `pw-${randomUUID()}`
  const client = clientFor(target)
  const { data, error } = await client.auth.signUp({ email, password })
  if (error || !data.user || !data.session) throw new Error(`staff sign-up: ${error?.message}`)
  return { client, id: data.user.id, email, password, accessToken: data.session.access_token, domain }
}

async function setTier(userId: string, tier: 'free' | 'premium' | 'pro') {
  const { error } = await service
    .from('mobile_subscriptions')
    .upsert({ user_id: userId, tier, active: true }, { onConflict: 'user_id' })
  if (error) throw new Error(error.message)
}

describe('what each device syncs', () => {
  let member: TestUser
  let other: TestUser
  beforeAll(async () => {
    ;[member, other] = await Promise.all([newUser(target, 'scope-member'), newUser(target, 'scope-other')])
  })

  it("gives a member the public data, their own rows and their tier's rooms", async () => {
    await setTier(member.id, 'free')
    expect((await pull(member.client, [])).scopes).toEqual([
      'public',
      `user:${member.id}`,
      'room:julius',
      'room:peer',
    ])
    await setTier(member.id, 'pro')
    expect((await pull(member.client, [])).scopes).toContain('room:cross-group')
  })

  it("answers another member's scope as gone, with none of their rows", async () => {
    await other.client.from('sparks').insert({ user_id: other.id, content: 'mine alone' })
    const answer = await pull(member.client, [{ scope: `user:${other.id}`, since: null }])
    expect(answer.results).toEqual([{ scope: `user:${other.id}`, gone: true }])
  })

  it('refuses anon', async () => {
    const { error, status } = await clientFor(target).rpc('sync_pull', { request: { scopes: [] } })
    expect(error?.message).toContain('permission denied')
    expect(status).toBe(401)
  })

  it('never sends telemetry back: it is in no scope', async () => {
    await member.client
      .from('app_context_log')
      .insert({ user_id: member.id, context_type: 'home', context_data: {} })
    const answer = await pull(member.client, [{ scope: `user:${member.id}`, since: null }])
    expect(rowsOf(answer, `user:${member.id}`, 'app_context_log')).toEqual([])
    expect(scopeTables('user')).not.toContain('app_context_log')
  })

  it('takes a message off the device of a member removed from its targets, not off the others', async () => {
    const staff = await newStaff()
    const message = await staff.client
      .from('yel_room_messages')
      .insert({
        user_id: staff.id,
        room_type: 'julius',
        content: `for two ${randomUUID()}`,
        is_from_advisor: true,
        target_user_ids: [member.id, other.id],
      })
      .select('id')
      .single()
    expect(message.error).toBeNull()
    const before = await pull(member.client, [{ scope: 'room:julius', since: null }])
    expect(rowsOf(before, 'room:julius', 'yel_room_messages').map((r) => r.id)).toContain(message.data?.id)
    await staff.client
      .from('yel_room_messages')
      .update({ target_user_ids: [other.id] })
      .eq('id', message.data?.id)
    const since = [{ scope: 'room:julius', since: before.horizon }]
    const removed = (await pull(member.client, since)).results[0]?.rows?.sync_tombstones ?? []
    expect(removed.map((r) => r.id)).toContain(message.data?.id)
    const kept = await pull(other.client, since)
    expect(rowsOf(kept, 'room:julius', 'sync_tombstones').map((r) => r.id)).not.toContain(message.data?.id)
    expect(rowsOf(kept, 'room:julius', 'yel_room_messages').map((r) => r.id)).toContain(message.data?.id)
  })
  it("brings a member their company's published reports, never drafts, and takes back one unpublished", async () => {
    const slug = `company-${randomUUID().slice(0, 8)}`
    const report = (reportSlug: string, published: boolean) => ({
      user_id: member.id,
      company_slug: slug,
      report_slug: reportSlug,
      company_name: 'Scope Test Ltd',
      title: reportSlug,
      readiness_score: 60,
      is_published: published,
      published_at: published ? new Date().toISOString() : null,
    })
    const inserted = await service
      .from('company_reports')
      .insert([report('published', true), report('draft', false)])
      .select('id, report_slug')
    expect(inserted.error).toBeNull()
    const published = inserted.data?.find((r) => r.report_slug === 'published')?.id
    const scope = `user:${member.id}`
    const before = await pull(member.client, [{ scope, since: null }])
    expect(rowsOf(before, scope, 'company_reports').map((r) => r.report_slug)).toEqual(['published'])
    const others = await pull(other.client, [{ scope: `user:${other.id}`, since: null }])
    expect(rowsOf(others, `user:${other.id}`, 'company_reports')).toEqual([])

    await service.from('company_reports').update({ is_published: false }).eq('id', published)
    const after = await pull(member.client, [{ scope, since: before.horizon }])
    expect(rowsOf(after, scope, 'sync_tombstones').map((r) => r.id)).toContain(published)
    expect(rowsOf(after, scope, 'company_reports')).toEqual([])
  })
})

describe('a staff device', () => {
  let staff: TestUser & { domain: string }
  let member: TestUser
  let card: string
  beforeAll(async () => {
    staff = await newStaff()
    member = await newUser(target, 'scope-client')
    await member.client.from('profiles').insert({ id: member.id, first_name: 'Client' })
    // Adding a board card needs board edit rights (premium+).
    await setTier(member.id, 'premium')
    const inserted = await member.client
      .from('julboard_tasks')
      .insert({ user_id: member.id, title: 'Older card', status: 'backlog', priority: 'medium' })
      .select('id')
      .single()
    card = String(inserted.data?.id)
  })

  it('syncs the members it works with: an advisor message aimed at one brings their older rows', async () => {
    const scope = `member:${member.id}`
    expect((await pull(staff.client, [])).scopes).not.toContain(scope)
    await staff.client.from('yel_room_messages').insert({
      user_id: staff.id,
      room_type: 'peer',
      content: 'Let us review your board',
      is_from_advisor: true,
      target_user_ids: [member.id],
    })
    const answer = await pull(staff.client, [{ scope, since: null }])
    expect(answer.scopes).toContain(scope)
    expect(rowsOf(answer, scope, 'julboard_tasks').map((r) => r.id)).toEqual([card])
    expect(rowsOf(answer, scope, 'profiles').map((r) => r.id)).toEqual([member.id])
  })

  it('hears of a card its member deleted', async () => {
    const scope = `member:${member.id}`
    const before = await pull(staff.client, [{ scope, since: null }])
    await member.client.from('julboard_tasks').delete().eq('id', card)
    const after = await pull(staff.client, [{ scope, since: before.horizon }])
    expect(rowsOf(after, scope, 'sync_tombstones').map((r) => r.id)).toEqual([card])
  })

  it('is told its staff scopes are gone once it is no longer staff', async () => {
    const answer = await pull(staff.client, [])
    const staffScopes = (answer.scopes ?? []).filter((s) => s.startsWith('member:') || s.endsWith(':all'))
    expect(staffScopes.length).toBeGreaterThan(3)
    await service.from('staff_rules').delete().eq('value', staff.domain)
    const after = await pull(
      staff.client,
      staffScopes.map((scope) => ({ scope, since: null })),
    )
    expect(after.results.every((r) => r.gone === true)).toBe(true)
    expect(after.scopes).toEqual(['public', `user:${staff.id}`, 'room:julius', 'room:peer'])
  })
})

describe('the staff directory', () => {
  it('finds members by name, company or e-mail a page of 20 at a time, wildcards as typed', async () => {
    const staff = await newStaff()
    const tag = randomUUID().slice(0, 8)
    const made = await Promise.all(
      Array.from({ length: 22 }, async (_, n) => {
        const member = await newUser(target, `directory-${tag}`)
        await member.client
          .from('profiles')
          .insert({ id: member.id, first_name: `Dora${String(n).padStart(2, '0')}`, company: `Firm ${tag}` })
        return member
      }),
    )
    const page = (search: string, n: number) => staff.client.rpc('staff_find_members', { search, page: n })
    const first = await page(tag, 0)
    expect(first.data).toHaveLength(21)
    expect((await page(tag, 1)).data).toHaveLength(2)
    expect((await page(`Dora07 `, 0)).data?.map((m: { company: string }) => m.company)).toContain(
      `Firm ${tag}`,
    )
    expect((await page('%', 0)).data).toEqual([])
    expect((await page(`_ora07`, 0)).data).toEqual([])
    // A member asking finds nobody: the profiles' RLS shows them only their own, which is left out.
    const asMember = await made[0]?.client.rpc('staff_find_members', { search: tag, page: 0 })
    expect(asMember?.data).toEqual([])
    const tooLong = await page('x'.repeat(101), 0)
    expect(tooLong.status).toBe(400)
  })
})

describe('bad input', () => {
  let member: TestUser
  beforeAll(async () => {
    member = await newUser(target, 'scope-bad')
  })

  const hostile: Array<[string, unknown]> = [
    ['not an object', 'scopes'],
    ['no scope list', { limit: 10 }],
    ['a scope list that is not a list', { scopes: 'public' }],
    ['a scope that is not an object', { scopes: ['public'] }],
    ['an unknown scope', { scopes: [{ scope: 'everything', since: null }] }],
    ['a scope with SQL in it', { scopes: [{ scope: "user:'; drop table sparks; --", since: null }] }],
    ['a version that is not one', { scopes: [{ scope: 'public', since: 'yesterday' }] }],
    ['a negative limit', { scopes: [], limit: -5 }],
    ['a limit that is not a number', { scopes: [], limit: 'all' }],
    [
      'a page after a table of no scope',
      {
        scopes: [
          { scope: 'public', since: '1', after: { table: 'staff_rules', xid: '1', id: randomUUID() } },
        ],
      },
    ],
    [
      'a page after a row id that is not one',
      { scopes: [{ scope: 'public', since: '1', after: { table: 'service_cards', xid: '1', id: 'x' } }] },
    ],
    [
      'too many held rows',
      { scopes: [{ scope: 'public', since: '1', held: Array.from({ length: 1001 }, () => 'x@1') }] },
    ],
    ['too many scopes', { scopes: Array.from({ length: 1001 }, () => ({ scope: 'public', since: null })) }],
  ]

  for (const [what, request] of hostile) {
    it(`answers ${what} with a clear 4xx and reads nothing`, async () => {
      const { error, status, data } = await member.client.rpc('sync_pull', { request })
      expect(status, JSON.stringify(error)).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      expect(error?.message.length).toBeGreaterThan(0)
      expect(data).toBeNull()
    })
  }
})

const pg15 = process.env.DATABASE_URL_PG15
describe.skipIf(!pg15)('a late commit on PostgreSQL 15', () => {
  let server: LocalServer
  let drop: () => Promise<void>
  let url: string
  beforeAll(async () => {
    const database = await createFreshDatabase(pg15 ?? '', 'jul_late')
    url = database.url
    drop = database.drop
    server = await startLocalServer({ port: 0, databaseUrl: url, logLevel: 'error' })
  }, 300_000)
  afterAll(async () => {
    await server?.close()
    await drop?.()
  })

  it('reaches the next pull when it commits after a pull has read past its version, and nothing more is read again', async () => {
    const local = {
      url: server.url,
      anonKey: server.anonKey,
      serviceRoleKey: server.serviceRoleKey,
      jwtSecret: server.jwtSecret,
    }
    const member = await newUser(local, 'late')
    const scope = `user:${member.id}`
    const first = await pull(member.client, [{ scope, since: null }])
    // A transaction of its own takes its version and keeps it open while others commit and a pull reads.
    const slow = new pg.Client({ connectionString: url })
    await slow.connect()
    try {
      await slow.query('begin')
      await slow.query(`insert into public.sparks (user_id, content) values ($1, 'committed late')`, [
        member.id,
      ])
      // Another table: a second spark would wait for the first (the unread count is one row per member).
      await member.client.from('milestones').insert({ user_id: member.id, title: 'committed first' })
      const second = await pull(member.client, [{ scope, since: first.horizon }])
      expect(rowsOf(second, scope, 'milestones').map((r) => r.title)).toEqual(['committed first'])
      expect(rowsOf(second, scope, 'sparks')).toEqual([])
      await slow.query('commit')
      const third = await pull(member.client, [{ scope, since: second.horizon }])
      expect(rowsOf(third, scope, 'sparks').map((r) => r.content)).toContain('committed late')
      const fourth = await pull(member.client, [{ scope, since: third.horizon }])
      expect(rowsOf(fourth, scope, 'sparks')).toEqual([])
      expect(rowsOf(fourth, scope, 'milestones')).toEqual([])
    } finally {
      await slow.end()
    }
  })
})
