import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { type BackendTarget, newUser, serviceClient } from '../support/backend.ts'

const targets: [string, BackendTarget][] = [['PGlite', inject('supabase')]]
const pg15 = inject('supabasePg15')
if (pg15 !== null) targets.push(['PostgreSQL 15', pg15])

type Tier = 'free' | 'premium' | 'pro' | 'desktopPro'

interface Member {
  client: SupabaseClient
  id: string
  cardId: string
}

describe.each(targets)('the server holds the board tier gates (002 §6) over %s', (_name, target) => {
  const service = serviceClient(target)
  const members = {} as Record<Tier, Member>

  async function must<T>(what: string, result: PromiseLike<{ data: T; error: { message: string } | null }>) {
    const { data, error } = await result
    if (error) throw new Error(`${what}: ${error.message}`)
    return data
  }

  beforeAll(async () => {
    for (const tier of ['free', 'premium', 'pro', 'desktopPro'] as const) {
      const user = await newUser(target, `tier-${tier}`)
      if (tier === 'premium' || tier === 'pro') {
        await must('tier', service.from('mobile_subscriptions').insert({ user_id: user.id, tier }))
      }
      if (tier === 'desktopPro') {
        await must(
          'desktop pro',
          service
            .from('jul_memberships')
            .insert({ user_id: user.id, membership_tier: 'desktop_pro', status: 'active' }),
        )
      }
      const card = await must(
        'card',
        service
          .from('julboard_tasks')
          .insert({ user_id: user.id, title: `Card of ${tier}` })
          .select('id')
          .single(),
      )
      members[tier] = { client: user.client, id: user.id, cardId: String(card?.id) }
    }
  })

  async function comment(member: Member, cardId: string, content: string) {
    const id = crypto.randomUUID()
    const answer = await member.client
      .from('julboard_card_comments')
      .insert({ id, user_id: member.id, card_id: cardId, content })
    const stored = await service.from('julboard_card_comments').select('id').eq('id', id)
    return { status: answer.status, code: answer.error?.code, stored: (stored.data ?? []).length === 1 }
  }

  it('lets premium, pro and Desktop Pro comment on their own card and refuses a free member', async () => {
    const observed = await Promise.all(
      (['free', 'premium', 'pro', 'desktopPro'] as const).map(async (tier) => {
        const member = members[tier]
        return `${tier}: ${(await comment(member, member.cardId, 'Looks good')).stored}`
      }),
    )
    expect(observed).toEqual(['free: false', 'premium: true', 'pro: true', 'desktopPro: true'])
  })

  it('refuses a comment on another member’s card, and blank or oversized text, without a server error', async () => {
    const premium = members.premium
    const foreign = await comment(premium, members.pro.cardId, 'Not my card')
    const blank = await comment(premium, premium.cardId, '   ')
    const long = await comment(premium, premium.cardId, 'x'.repeat(1001))
    for (const refused of [foreign, blank, long]) {
      expect(refused.stored).toBe(false)
      expect(refused.status).toBeLessThan(500)
      expect(refused.status).toBeGreaterThanOrEqual(400)
    }
    expect((await comment(premium, premium.cardId, 'x'.repeat(1000))).stored).toBe(true)
  })

  it('keeps a free member’s comments readable after a downgrade but refuses new ones', async () => {
    const member = members.premium
    const kept = await comment(member, member.cardId, 'Written while premium')
    expect(kept.stored).toBe(true)
    await must(
      'downgrade',
      service.from('mobile_subscriptions').update({ active: false }).eq('user_id', member.id),
    )
    try {
      const read = await member.client
        .from('julboard_card_comments')
        .select('content')
        .eq('card_id', member.cardId)
      expect((read.data ?? []).map((row) => row.content)).toContain('Written while premium')
      expect((await comment(member, member.cardId, 'After the downgrade')).stored).toBe(false)
    } finally {
      await must(
        'restore',
        service.from('mobile_subscriptions').update({ active: true }).eq('user_id', member.id),
      )
    }
  })

  const BOARD_ROWS = {
    console_proposals: (userId: string) => ({ user_id: userId, title: 'Scripted proposal', status: 'draft' }),
    meeting_minutes: (userId: string) => ({
      user_id: userId,
      title: 'Scripted minutes',
      meeting_date: new Date().toISOString(),
    }),
  } as const

  async function writes(member: Member, table: keyof typeof BOARD_ROWS) {
    const inserted = crypto.randomUUID()
    await member.client.from(table).insert({ id: inserted, ...BOARD_ROWS[table](member.id) })
    const existing = await must(
      'existing row',
      service
        .from(table)
        .insert({ ...BOARD_ROWS[table](member.id), title: 'Kept' })
        .select('id')
        .single(),
    )
    const id = String(existing?.id)
    const update = await member.client.from(table).update({ title: 'Renamed' }).eq('id', id).select('id')
    const remove = await member.client.from(table).delete().eq('id', id).select('id')
    const read = await member.client.from(table).select('id').eq('id', inserted)
    const kept = await service.from(table).select('id').eq('id', inserted)
    return {
      insert: (kept.data ?? []).length === 1 && (read.data ?? []).length === 1,
      update: (update.data ?? []).length === 1,
      delete: (remove.data ?? []).length === 1,
    }
  }

  it('refuses a free member writing proposals and minutes, and lets premium and Desktop Pro write them', async () => {
    for (const table of Object.keys(BOARD_ROWS) as (keyof typeof BOARD_ROWS)[]) {
      expect(await writes(members.free, table), `free ${table}`).toEqual({
        insert: false,
        update: false,
        delete: false,
      })
      for (const tier of ['premium', 'desktopPro'] as const) {
        expect(await writes(members[tier], table), `${tier} ${table}`).toEqual({
          insert: true,
          update: true,
          delete: true,
        })
      }
    }
  })

  async function addCard(member: Member) {
    const id = crypto.randomUUID()
    const answer = await member.client
      .from('julboard_tasks')
      .insert({ id, user_id: member.id, title: 'Scripted card', status: 'backlog', priority: 'medium' })
    const stored = await service.from('julboard_tasks').select('id').eq('id', id)
    return { code: answer.error?.code ?? null, stored: (stored.data ?? []).length === 1 }
  }

  it('refuses a free member adding a board card (RLS) and lets premium, pro and Desktop Pro add one', async () => {
    const observed = await Promise.all(
      (['free', 'premium', 'pro', 'desktopPro'] as const).map(async (tier) => {
        const { code, stored } = await addCard(members[tier])
        return `${tier}: ${stored} ${code}`
      }),
    )
    expect(observed).toEqual([
      'free: false 42501',
      'premium: true null',
      'pro: true null',
      'desktopPro: true null',
    ])
  })

  it('lets a free member change and delete the cards they already have', async () => {
    const free = members.free
    const card = await must(
      'card',
      service.from('julboard_tasks').insert({ user_id: free.id, title: 'From before' }).select('id').single(),
    )
    const id = String(card?.id)
    const update = await free.client
      .from('julboard_tasks')
      .update({ status: 'completed' })
      .eq('id', id)
      .select('id')
    const remove = await free.client.from('julboard_tasks').delete().eq('id', id).select('id')
    expect([(update.data ?? []).length, (remove.data ?? []).length]).toEqual([1, 1])
  })

  it('still lets a free member read their own cards, view-only', async () => {
    const free = members.free
    const read = await free.client.from('julboard_tasks').select('id').eq('id', free.cardId)
    expect((read.data ?? []).map((row) => row.id)).toEqual([free.cardId])
  })
})
