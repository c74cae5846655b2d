import { callerClaims, corsHeaders, type FunctionEnv, jsonResponse } from '../_shared/function-env.ts'
import { serviceHeaders } from '../_shared/service-rest.ts'
import { parseSubscription, sendPush, vapidFrom } from './web-push.ts'

// GET → { publicKey }: the VAPID public key the app subscribes with (configuration, never built in).
// POST (service role only) ← a database webhook { type, table, record, … } on yel_room_messages INSERT
// (supabase/database-webhooks.json): a new advisor message pushes to every member who may read the room
// (public.push_recipients). Answers { sent, gone, failed }; subscriptions the push service calls gone
// are deleted so they are not tried again.

const PREVIEW_CHARS = 120

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

async function rest(env: FunctionEnv, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${env.SUPABASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: serviceHeaders(env, { 'Content-Type': 'application/json' }),
  })
}

export default async function pushNotify(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  const vapid = vapidFrom(env)
  if (req.method === 'GET') {
    return vapid
      ? jsonResponse({ publicKey: vapid.publicKey })
      : jsonResponse({ error: 'Push notifications are not configured' }, 503)
  }
  if (req.method !== 'POST') return jsonResponse({ error: 'Method not allowed' }, 405)
  if (callerClaims(req)?.role !== 'service_role')
    return jsonResponse({ error: 'Only the database webhook may send' }, 403)
  if (!vapid) return jsonResponse({ error: 'Push notifications are not configured' }, 503)

  const payload = (await req.json().catch(() => null)) as WebhookPayload | null
  const record = payload?.record
  if (payload?.type !== 'INSERT' || payload.table !== 'yel_room_messages' || !record?.is_from_advisor) {
    return jsonResponse({ sent: 0, gone: 0, failed: 0, skipped: true })
  }
  if (
    typeof record.id !== 'string' ||
    typeof record.room_type !== 'string' ||
    typeof record.content !== 'string'
  ) {
    return jsonResponse({ error: 'record: id, room_type and content are required' }, 400)
  }
  const recipients = await rest(env, 'rpc/push_recipients', {
    method: 'POST',
    body: JSON.stringify({ message_id: record.id }),
  })
  if (!recipients.ok) return jsonResponse({ error: 'Could not read the recipients' }, 502)
  const rows = (await recipients.json()) as Array<{ user_id: string; device_token: string; platform: string }>
  const message = JSON.stringify(advisorPush(record.room_type, record.content))
  const outcome = { sent: 0, gone: 0, failed: 0 }
  await Promise.all(
    rows.map(async (row) => {
      const subscription = parseSubscription(row.device_token)
      const result = subscription
        ? await sendPush(subscription, message, vapid).catch(() => 'failed' as const)
        : 'gone'
      outcome[result] += 1
      if (result === 'gone') {
        await rest(
          env,
          `push_notification_tokens?user_id=eq.${row.user_id}&platform=eq.${encodeURIComponent(row.platform)}`,
          { method: 'DELETE' },
        )
      }
    }),
  )
  return jsonResponse(outcome)
}
