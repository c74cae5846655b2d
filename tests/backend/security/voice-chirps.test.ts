import { createHash, randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../schema/support/seed-accounts.ts'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'

/**
 * Voice chirps from the advisor (000 §6, Pro): an advisor's room message may carry a voice note in the
 * captures bucket; Pro members who may read the message (and staff) can sign its file, free and premium
 * members and anon cannot, and no member can attach a note or lend out someone else's file.
 */
const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3]

const target = backend()
const service = serviceClient(target)
const fileUrl = (name: string) => `${target.url}/storage/v1/object/authenticated/${CAPTURE_BUCKET.id}/${name}`

async function uploadedNote(client: SupabaseClient, ownerId: string): Promise<string> {
  const bytes = new Uint8Array([...WEBM_HEAD, ...new TextEncoder().encode(randomUUID())])
  const name = `${ownerId}/${createHash('sha256').update(bytes).digest('hex')}.webm`
  const { error } = await client.storage
    .from(CAPTURE_BUCKET.id)
    .upload(name, new Blob([bytes], { type: 'audio/webm' }), { contentType: 'audio/webm' })
  expect(error).toBeNull()
  return name
}

async function canSign(client: SupabaseClient, name: string): Promise<boolean> {
  const { data } = await client.storage.from(CAPTURE_BUCKET.id).createSignedUrl(name, 60)
  if (!data?.signedUrl) return false
  return (await fetch(data.signedUrl)).ok
}

let staff: { client: SupabaseClient; id: string }
const members = {} as Record<'free' | 'premium' | 'pro' | 'otherPro', TestUser>

beforeAll(async () => {
  const client = clientFor(target)
  const { email, id } = SEED_ACCOUNTS.staff
  const { error } = await client.auth.signInWithPassword({ email, password: SEED_PASSWORD })
  if (error) throw new Error(error.message)
  staff = { client, id }
  for (const tier of ['free', 'premium', 'pro', 'otherPro'] as const) {
    const user = await newUser(target, `voice-${tier}`)
    if (tier !== 'free') {
      const plan = tier === 'premium' ? 'premium' : 'pro'
      const { error: planError } = await service
        .from('mobile_subscriptions')
        .insert({ user_id: user.id, tier: plan })
      if (planError) throw new Error(planError.message)
    }
    members[tier] = user
  }
})

async function advisorNote(extra: Record<string, unknown> = {}): Promise<string> {
  const name = await uploadedNote(staff.client, staff.id)
  const { error } = await staff.client.from('yel_room_messages').insert({
    user_id: staff.id,
    room_type: 'julius',
    content: 'Voice note',
    message_type: 'voice',
    is_from_advisor: true,
    voice_url: fileUrl(name),
    ...extra,
  })
  expect(error).toBeNull()
  return name
}

describe('voice chirps from the advisor', () => {
  it('are heard by Pro members and staff; free, premium and anon members get no signed URL', async () => {
    const name = await advisorNote()
    expect(await canSign(members.pro.client, name)).toBe(true)
    expect(await canSign(staff.client, name)).toBe(true)
    expect(await canSign(members.premium.client, name)).toBe(false)
    expect(await canSign(members.free.client, name)).toBe(false)
    expect(await canSign(clientFor(target), name)).toBe(false)
  })

  it("are heard only by a targeted message's targets", async () => {
    const name = await advisorNote({ target_user_ids: [members.pro.id] })
    expect(await canSign(members.pro.client, name)).toBe(true)
    expect(await canSign(members.otherPro.client, name)).toBe(false)
  })

  it('open no file that no voice chirp names', async () => {
    const name = await uploadedNote(staff.client, staff.id)
    expect(await canSign(members.pro.client, name)).toBe(false)
  })

  it("refuse a member's message with a voice note and an advisor's note in someone else's folder", async () => {
    const own = await uploadedNote(members.pro.client, members.pro.id)
    const fromMember = await members.pro.client.from('yel_room_messages').insert({
      user_id: members.pro.id,
      room_type: 'julius',
      content: 'Listen to this',
      voice_url: fileUrl(own),
    })
    expect(fromMember.error?.code).toBe('23514')
    const borrowed = await staff.client.from('yel_room_messages').insert({
      user_id: staff.id,
      room_type: 'julius',
      content: 'Voice note',
      is_from_advisor: true,
      voice_url: fileUrl(own),
    })
    expect(borrowed.error?.code).toBe('23514')
    // Nothing the refused rows named became readable through them.
    expect(await canSign(members.otherPro.client, own)).toBe(false)
  })
})
