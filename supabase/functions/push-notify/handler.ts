import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError } from '../_shared/http.ts'
import { serviceClient } from '../_shared/project-client.ts'
import { parseSubscription, sendPush, vapidFrom } from './web-push.ts'

// GET → { publicKey }: the VAPID public key the app subscribes with (configuration, never built in).
// POST (service role only) ← a database webhook { type, table, record, … } on yel_room_messages INSERT
// (supabase/database-webhooks.json): a new advisor message pushes to every member who may read the room
// (public.push_recipients). Answers { sent, gone, failed, native }; subscriptions the push service calls
// gone are deleted so they are not tried again. A native app's token (platform ios or android) is not a
// Web Push subscription: it waits for a native sender, never taken for a gone one.

const PREVIEW_CHARS = 120
const NOT_CONFIGURED = 'Push notifications are not configured'

interface WebhookPayload {
  type?: unknown
  table?: unknown
  record?: { id?: unknown; room_type?: unknown; content?: unknown; is_from_advisor?: unknown } | null
}

const ROOM_NAMES: Record<string, string> = {
  julius: 'YEL Room',
  peer: 'Peer Room',
  'cross-group': 'Cross-Group Room',
}

/** What the member sees: the advisor's words and the room; a tap opens that room. */
export function advisorPush(room: string, content: string) {
  const text = content.length > PREVIEW_CHARS ? `${content.slice(0, PREVIEW_CHARS).trimEnd()}…` : content
  return {
    title: `New message from your advisor · ${ROOM_NAMES[room] ?? 'YEL Room'}`,
    body: text,
    url: `/app/yelroom?room=${encodeURIComponent(room)}`,
    tag: `yel-${room}`,
  }
}

export default defineFunction('push-notify', ['GET', 'POST'], async (call) => {
  const { req, env, log } = call
  const vapid = vapidFrom(env)
  if (req.method === 'GET') {
    if (!vapid) throw new FunctionError(503, NOT_CONFIGURED, { code: 'not_configured' })
    return jsonResponse({ publicKey: vapid.publicKey })
  }
  if (call.token?.role !== 'service_role') throw new FunctionError(403, 'Only the database webhook may send')
  if (!vapid) throw new FunctionError(503, NOT_CONFIGURED, { code: 'not_configured' })

  const payload = (await req.json().catch(() => null)) as WebhookPayload | null
  const record = payload?.record
  if (
    payload?.type !== 'INSERT' ||
    payload.table !== 'yel_room_messages' ||
    record?.is_from_advisor !== true
  ) {
    return jsonResponse({ sent: 0, gone: 0, failed: 0, native: 0, skipped: true })
  }
  if (
    typeof record.id !== 'string' ||
    typeof record.room_type !== 'string' ||
    typeof record.content !== 'string'
  ) {
    throw new FunctionError(400, 'record: id, room_type and content are required')
  }
  const client = serviceClient(env)
  const recipients = await client.rpc('push_recipients', { message_id: record.id })
  if (recipients.error) {
    log.rpc_error = recipients.error.message
    throw new FunctionError(502, 'Could not read the recipients')
  }
  const rows = recipients.data
  const message = JSON.stringify(advisorPush(record.room_type, record.content))
  const outcome = { sent: 0, gone: 0, failed: 0, native: 0 }
  await Promise.all(
    rows.map(async (row) => {
      if (row.platform !== 'web') {
        outcome.native += 1
        return
      }
      const subscription = parseSubscription(row.device_token)
      const result = subscription
        ? await sendPush(subscription, message, vapid).catch(() => 'failed' as const)
        : 'gone'
      outcome[result] += 1
      if (result !== 'gone') return
      // Only this device's row: the member's other devices keep theirs.
      await client
        .from('push_notification_tokens')
        .delete()
        .eq('user_id', row.user_id)
        .eq('device_token', row.device_token)
    }),
  )
  Object.assign(log, outcome)
  return jsonResponse(outcome)
})
