import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { type BackendTarget, clientFor, newUser, serviceClient } from '../support/backend.ts'
import { ROOM_ACCESS, ROOM_TIERS, ROOMS, type RoomTier } from './support/room-cases.ts'
import { SEED_ACCOUNTS, SEED_PASSWORD, type SeedAccount } from './support/seed-accounts.ts'

const targets: [string, BackendTarget][] = [['PGlite', inject('supabase')]]
const pg15 = inject('supabasePg15')
if (pg15 !== null) targets.push(['PostgreSQL 15', pg15])

interface Member {
  client: SupabaseClient
  id: string
}

async function seedMember(target: BackendTarget, account: SeedAccount): Promise<Member> {
  const client = clientFor(target)
  const { email, id } = SEED_ACCOUNTS[account]
  const { error } = await client.auth.signInWithPassword({ email, password: SEED_PASSWORD })
  if (error) throw new Error(`sign-in of ${email}: ${error.message}`)
  return { client, id }
}

describe.each(targets)('YEL Room access by tier over %s', (_name, target) => {
  const service = serviceClient(target)
  const members = {} as Record<RoomTier, Member>

  beforeAll(async () => {
    for (const tier of ['free', 'premium', 'pro'] as const) {
      const user = await newUser(target, `room-${tier}`)
      if (tier !== 'free') {
        const { error } = await service.from('mobile_subscriptions').insert({ user_id: user.id, tier })
        if (error) throw new Error(error.message)
      }
      members[tier] = { client: user.client, id: user.id }
    }
    members.staff = await seedMember(target, 'staff')
  })

  async function advisorPost(room: string, extra: Record<string, unknown> = {}): Promise<string> {
    const { data, error } = await service
      .from('yel_room_messages')
      .insert({
        user_id: SEED_ACCOUNTS.staff.id,
        room_type: room,
        content: 'Advisor note',
        is_from_advisor: true,
        ...extra,
      })
      .select('id')
      .single()
    if (error) throw new Error(error.message)
    return String(data.id)
  }

  async function stored(id: string): Promise<boolean> {
    const { data } = await service.from('yel_room_messages').select('id').eq('id', id)
    return (data ?? []).length === 1
  }

  it('lets each tier read and post in exactly the rooms the tier table opens', async () => {
    const observed: string[] = []
    const designed: string[] = []
    for (const room of ROOMS) {
      const messageId = await advisorPost(room)
      for (const tier of ROOM_TIERS) {
        const { client, id } = members[tier]
        const read = await client.from('yel_room_messages').select('id').eq('id', messageId)
        const postId = crypto.randomUUID()
        await client
          .from('yel_room_messages')
          .insert({ id: postId, user_id: id, room_type: room, content: 'Hello room' })
        observed.push(`${tier} ${room} read: ${(read.data ?? []).length === 1}`)
        observed.push(`${tier} ${room} post: ${await stored(postId)}`)
        designed.push(`${tier} ${room} read: ${ROOM_ACCESS[room].read.includes(tier)}`)
        designed.push(`${tier} ${room} post: ${ROOM_ACCESS[room].post.includes(tier)}`)
      }
    }
    expect(observed).toEqual(designed)
  })

  it('refuses a free seed member posting in peer and hides cross-group from a premium seed member', async () => {
    const free = await seedMember(target, 'founderStandard')
    const postId = crypto.randomUUID()
    const post = await free.client
      .from('yel_room_messages')
      .insert({ id: postId, user_id: free.id, room_type: 'peer', content: 'Can I post?' })
    expect(post.error?.code).toBe('42501')
    expect(await stored(postId)).toBe(false)

    const premium = await seedMember(target, 'founderPro')
    const hidden = await premium.client.from('yel_room_messages').select('id').eq('room_type', 'cross-group')
    expect(hidden.data).toEqual([])
    const pro = await seedMember(target, 'investor')
    const visible = await pro.client.from('yel_room_messages').select('id').eq('room_type', 'cross-group')
    expect((visible.data ?? []).length).toBeGreaterThanOrEqual(4)
  })

  it('lets only staff post as the advisor', async () => {
    const asMember = crypto.randomUUID()
    await members.pro.client.from('yel_room_messages').insert({
      id: asMember,
      user_id: members.pro.id,
      room_type: 'julius',
      content: 'I am the advisor',
      is_from_advisor: true,
    })
    expect(await stored(asMember)).toBe(false)
    const asStaff = crypto.randomUUID()
    const { error } = await members.staff.client.from('yel_room_messages').insert({
      id: asStaff,
      user_id: members.staff.id,
      room_type: 'julius',
      content: 'Advisor here',
      is_from_advisor: true,
    })
    expect(error).toBeNull()
    expect(await stored(asStaff)).toBe(true)
  })

  it('shows a targeted advisor message to its target only, not to other members of the room', async () => {
    const id = await advisorPost('julius', { target_user_ids: [members.premium.id] })
    const target = await members.premium.client.from('yel_room_messages').select('content').eq('id', id)
    const bystander = await members.pro.client.from('yel_room_messages').select('content').eq('id', id)
    expect(target.data).toEqual([{ content: 'Advisor note' }])
    expect(bystander.data).toEqual([])
  })
})
