import { signedInCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, type FunctionCall, FunctionError } from '../_shared/http.ts'
import { serviceClient } from '../_shared/project-client.ts'

// GET → { count }: distinct visitors seen in the last minute. Calling it is what marks the caller
// as seen (the header indicator polls every 20 s): signed-in users count once per account,
// anonymous visitors once per hashed client address + user agent.

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function visitorKey(call: FunctionCall): Promise<string> {
  const { req } = call
  const member = signedInCaller(call)
  if (member) return `user:${member.id}`
  const address = (req.headers.get('x-forwarded-for') ?? req.headers.get('x-real-ip') ?? 'unknown').split(
    ',',
  )[0]
  return `anon:${await sha256(`${address?.trim()}|${req.headers.get('user-agent') ?? ''}`)}`
}

export default defineFunction('live-users', ['GET', 'POST'], async (call) => {
  const touched = await serviceClient(call.env).rpc('live_users_touch', {
    visitor_key: await visitorKey(call),
  })
  if (touched.error) {
    call.log.rpc_error = touched.error.message
    throw new FunctionError(502, 'live users unavailable')
  }
  return jsonResponse({ count: Number.isFinite(touched.data) ? touched.data : 0 })
})
