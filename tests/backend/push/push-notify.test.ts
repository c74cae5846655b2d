import { createECDH, randomBytes } from 'node:crypto'
import ece from 'http_ece'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { type LoopbackFake, type RecordedRequest, startLoopbackFake } from '../support/loopback-fake.ts'

const b64url = (bytes: Buffer) => bytes.toString('base64url')

/** A browser's side of a push subscription: its P-256 key pair and auth secret, endpoint on the fake. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    ecdh,
    auth,
    token: JSON.stringify({ endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } }),
  }
}

async function staffClient() {
  const client = clientFor(backend())
  const { data, error } = await client.auth.signInWithPassword({
    email: 'staff@jul.example',
    password: 'Jul-demo-2026!',
  })
  if (error || !data.user) throw new Error(`staff sign-in failed: ${error?.message}`)
  return { client, id: data.user.id }
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let fake: LoopbackFake

beforeAll(async () => {
  fake = await startLoopbackFake(() => ({ status: 201, text: '' }))
})
afterAll(async () => {
  await fake.close()
})

describe('push-notify', () => {
  it('answers the VAPID public key the local server generated, and refuses to send for anyone but the webhook', async () => {
    const member = await newUser(backend(), 'push')
    const key = await member.client.functions.invoke('push-notify', { method: 'GET' })
    expect(key.error).toBeNull()
    const publicKey = (key.data as { publicKey: string }).publicKey
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    const send = await member.client.functions.invoke('push-notify', { body: { type: 'INSERT' } })
    expect((send.error as { context?: Response } | null)?.context?.status).toBe(403)
  })

  it('pushes a new advisor message in the member’s room, encrypted for their browser and signed with VAPID', async () => {
    const member = await newUser(backend(), 'push')
    const browser = browserSubscription(`${fake.url}/push/${member.id}`)
    const saved = await member.client
      .from('push_notification_tokens')
      .upsert(
        { user_id: member.id, device_token: browser.token, platform: 'web' },
        { onConflict: 'user_id,device_token' },
      )
    expect(saved.error).toBeNull()
    const publicKey = (
      (await member.client.functions.invoke('push-notify', { method: 'GET' })).data as {
        publicKey: string
      }
    ).publicKey

    const staff = await staffClient()
    const posted = await staff.client.from('yel_room_messages').insert({
      user_id: staff.id,
      room_type: 'julius',
      content: `Board packs are due Friday (${member.id.slice(0, 8)}).`,
      message_type: 'text',
      is_from_advisor: true,
    })
    expect(posted.error).toBeNull()

    const request: RecordedRequest = await waitFor(() =>
      fake.requests.find((r) => r.path === `/push/${member.id}`),
    )
    expect(request.method).toBe('POST')
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(request.headers.ttl)).toBeGreaterThan(0)
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    )
    const clear = ece.decrypt(request.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    })
    expect(JSON.parse(clear.toString('utf8'))).toEqual({
      title: 'New message from your advisor · YEL Room',
      body: `Board packs are due Friday (${member.id.slice(0, 8)}).`,
      url: '/app/yelroom?room=julius',
      tag: 'yel-julius',
    })
  })

  it('reaches every device of the member, each with its own subscription, and an upsert of the same one adds nothing', async () => {
    const member = await newUser(backend(), 'push-devices')
    const phone = browserSubscription(`${fake.url}/push/${member.id}/phone`)
    const laptop = browserSubscription(`${fake.url}/push/${member.id}/laptop`)
    for (const device of [phone, laptop, phone]) {
      const saved = await member.client
        .from('push_notification_tokens')
        .upsert(
          { user_id: member.id, device_token: device.token, platform: 'web' },
          { onConflict: 'user_id,device_token' },
        )
      expect(saved.error).toBeNull()
    }
    const { data: rows } = await member.client.from('push_notification_tokens').select('device_token')
    expect(rows?.map((row) => row.device_token).sort()).toEqual([phone.token, laptop.token].sort())

    const staff = await staffClient()
    await staff.client.from('yel_room_messages').insert({
      user_id: staff.id,
      room_type: 'julius',
      content: 'Both of your devices hear this.',
      is_from_advisor: true,
      target_user_ids: [member.id],
    })
    for (const device of ['phone', 'laptop']) {
      await waitFor(() => fake.requests.find((r) => r.path === `/push/${member.id}/${device}`))
    }
  })

  it('reaches only members who may read the room, never the author, and only the targets of a targeted message', async () => {
    const service = serviceClient(backend())
    const free: TestUser = await newUser(backend(), 'push')
    const other: TestUser = await newUser(backend(), 'push')
    for (const user of [free, other]) {
      await user.client.from('push_notification_tokens').insert({
        user_id: user.id,
        device_token: browserSubscription(`${fake.url}/x`).token,
        platform: 'web',
      })
    }
    const staff = await staffClient()
    const post = async (room: string, targets: string[] = [], advisor = true) => {
      const { data, error } = await service
        .from('yel_room_messages')
        .insert({
          user_id: staff.id,
          room_type: room,
          content: 'Office hours moved.',
          is_from_advisor: advisor,
          target_user_ids: targets,
        })
        .select('id')
        .single()
      if (error) throw error
      const { data: rows } = await service.rpc('push_recipients', { message_id: data.id })
      return new Set((rows as Array<{ user_id: string }>).map((row) => row.user_id))
    }
    const julius = await post('julius')
    expect(julius.has(free.id) && julius.has(other.id)).toBe(true)
    expect(julius.has(staff.id)).toBe(false)
    expect((await post('cross-group')).has(free.id)).toBe(false)
    const targeted = await post('peer', [other.id])
    expect([targeted.has(free.id), targeted.has(other.id)]).toEqual([false, true])
    expect((await post('julius', [], false)).size).toBe(0)
  })

  it('deletes a subscription the push service says is gone, and keeps the member’s other devices, a native app’s token too', async () => {
    const member = await newUser(backend(), 'push')
    const gone = await startLoopbackFake(() => ({ status: 410, text: 'Gone' }))
    try {
      const alive = browserSubscription(`${fake.url}/alive/${member.id}`).token
      const phone = `apns-token-${member.id}`
      for (const token of [browserSubscription(`${gone.url}/expired`).token, alive]) {
        await member.client
          .from('push_notification_tokens')
          .insert({ user_id: member.id, device_token: token, platform: 'web' })
      }
      await member.client
        .from('push_notification_tokens')
        .insert({ user_id: member.id, device_token: phone, platform: 'ios' })
      const staff = await staffClient()
      await staff.client.from('yel_room_messages').insert({
        user_id: staff.id,
        room_type: 'julius',
        content: 'Hello',
        is_from_advisor: true,
        target_user_ids: [member.id],
      })
      await waitFor(() => (gone.requests.length > 0 ? true : undefined))
      const service = serviceClient(backend())
      const until = Date.now() + 10_000
      let left: { device_token: string }[] | null = null
      while (Date.now() < until) {
        left = (
          await service
            .from('push_notification_tokens')
            .select('device_token')
            .eq('user_id', member.id)
            .order('platform')
        ).data
        if (left?.length === 2) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(left).toEqual([{ device_token: phone }, { device_token: alive }])
    } finally {
      await gone.close()
    }
  })
})
