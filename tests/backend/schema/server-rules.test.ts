import { beforeAll, describe, expect, inject, it } from 'vitest'
import { type BackendTarget, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { SEED_ACCOUNTS, SEED_PASSWORD } from './support/seed-accounts.ts'

const targets: [string, BackendTarget][] = [['PGlite', inject('supabase')]]
const pg15 = inject('supabasePg15')
if (pg15 !== null) targets.push(['PostgreSQL 15', pg15])

describe.each(targets)('schema rules enforced by the server over %s', (_name, target) => {
  const service = serviceClient(target)
  const anon = clientFor(target)
  let owner: TestUser
  let other: TestUser

  beforeAll(async () => {
    owner = await newUser(target, 'rules-owner')
    other = await newUser(target, 'rules-other')
  })

  it('stamps updated_at with the server clock, whatever the client sends', async () => {
    // Adding a board card needs board edit rights (premium+).
    const editor = await newUser(target, 'rules-editor')
    await service.from('mobile_subscriptions').insert({ user_id: editor.id, tier: 'premium' })
    const id = crypto.randomUUID()
    const before = new Date(Date.now() - 60_000).toISOString()
    const inserted = await editor.client
      .from('julboard_tasks')
      .insert({ id, user_id: editor.id, title: 'Clock', updated_at: '2000-01-01T00:00:00Z' })
    expect(inserted.error).toBeNull()
    const { data } = await editor.client.from('julboard_tasks').select('updated_at').eq('id', id).single()
    expect(new Date(String(data?.updated_at)).toISOString() > before).toBe(true)
  })

  it('leaves a tombstone the owner can read and another member cannot', async () => {
    const id = crypto.randomUUID()
    await owner.client.from('sparks').insert({ id, user_id: owner.id, content: 'Short-lived spark' })
    await owner.client.from('sparks').delete().eq('id', id)
    const mine = await owner.client
      .from('sync_tombstones')
      .select('table_name, row_id, user_id')
      .eq('row_id', id)
    expect(mine.data).toEqual([{ table_name: 'sparks', row_id: id, user_id: owner.id }])
    const theirs = await other.client.from('sync_tombstones').select('id').eq('row_id', id)
    expect(theirs.data).toEqual([])
  })

  it('counts new sparks into the unread counter', async () => {
    await other.client.from('sparks').insert([
      { user_id: other.id, content: 'One' },
      { user_id: other.id, content: 'Two' },
    ])
    const { data } = await other.client.from('user_spark_notifications').select('unread_count').single()
    expect(data?.unread_count).toBe(2)
  })

  it('refuses a member setting their own access_level', async () => {
    const created = await owner.client.from('profiles').insert({ id: owner.id, first_name: 'Olive' })
    expect(created.error).toBeNull()
    const raised = await owner.client.from('profiles').update({ access_level: 'staff' }).eq('id', owner.id)
    expect(raised.error?.code).toBe('42501')
    const { data } = await service.from('profiles').select('access_level').eq('id', owner.id).single()
    expect(data?.access_level).toBeNull()
  })

  it('refuses a member raising their own tier or membership', async () => {
    const tier = await owner.client.from('mobile_subscriptions').insert({ user_id: owner.id, tier: 'pro' })
    const pass = await owner.client
      .from('jul_memberships')
      .insert({ user_id: owner.id, membership_tier: 'pro' })
    expect(tier.error?.code).toBe('42501')
    expect(pass.error?.code).toBe('42501')
  })

  it('refuses a note on another member’s session', async () => {
    const session = await owner.client
      .from('sessions')
      .insert({ user_id: owner.id, title: 'Private', start_time: new Date().toISOString() })
      .select('id')
      .single()
    const note = await other.client
      .from('session_notes')
      .insert({ user_id: other.id, session_id: session.data?.id, content: 'Sneaky' })
    expect(note.error?.code).toBe('42501')
  })

  it('stores a contact form sent by a signed-out visitor', async () => {
    const id = crypto.randomUUID()
    const sent = await anon
      .from('form_submissions')
      .insert({ id, form_type: 'contact', email: 'visitor@example.org', payload: { message: 'Hi' } })
    expect(sent.error).toBeNull()
    const { data } = await service.from('form_submissions').select('form_type, status').eq('id', id).single()
    expect(data).toEqual({ form_type: 'contact', status: 'new' })
  })

  it('serves the seeded public proposal and company report to signed-out visitors, not drafts', async () => {
    const proposal = await anon.from('public_proposals').select('title').eq('slug', 'demo-proposal').single()
    expect(proposal.data?.title).toBe('Strategic Advisory Proposal')
    const reports = await anon
      .from('company_reports')
      .select('report_slug')
      .eq('company_slug', 'northwind-robotics')
    expect(reports.data).toEqual([{ report_slug: 'capital-readiness-2026' }])
  })

  it('hides inactive service cards and tombstones a card when it is switched off', async () => {
    const retired = await anon.from('service_cards').select('id').eq('card_id', 'retired-offer')
    expect(retired.data).toEqual([])
    const card = await service
      .from('service_cards')
      .insert({ title: 'Flash offer', is_active: true })
      .select('id')
      .single()
    await service.from('service_cards').update({ is_active: false }).eq('id', card.data?.id)
    const tomb = await anon.from('sync_tombstones').select('table_name').eq('row_id', card.data?.id)
    expect(tomb.data).toEqual([{ table_name: 'service_cards' }])
    await service.from('service_cards').delete().eq('id', card.data?.id)
  })

  it('gives the demo account one desktop-access row and one pass row, each selectable by its kind', async () => {
    const demo = clientFor(target)
    await demo.auth.signInWithPassword({ email: SEED_ACCOUNTS.demo.email, password: SEED_PASSWORD })
    const pass = await demo
      .from('jul_memberships')
      .select('membership_tier')
      .eq('membership_kind', 'pass')
      .single()
    const desk = await demo
      .from('jul_memberships')
      .select('membership_tier')
      .eq('membership_kind', 'desktop_access')
      .single()
    expect([pass.data?.membership_tier, desk.data?.membership_tier]).toEqual(['pro', 'desktop_pro'])
    const sparks = await demo.from('sparks').select('id').eq('is_archived', false)
    expect((sparks.data ?? []).length).toBeGreaterThan(50)
  })

  it('lets a member upload quick-add photos to their own folder only', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' })
    const own = await owner.client.storage.from('quickadd-photos').upload(`${owner.id}/1.jpg`, photo)
    expect(own.error).toBeNull()
    const foreign = await owner.client.storage.from('quickadd-photos').upload(`${other.id}/1.jpg`, photo)
    expect(foreign.error).not.toBeNull()
  })
})
