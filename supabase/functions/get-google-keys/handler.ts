import { requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction } from '../_shared/http.ts'

// 001 §7: → { apiKey, clientId } for the Google Drive picker of the sessions tab (recordings). Both are
// browser credentials by Google's design (restricted by referrer and OAuth origin), so they may reach a
// signed-in member; no secret is involved. Without them the answer says so, in the spec's words, and
// the sessions tab shows it (001 §8).

export const NOT_CONFIGURED = 'Google Drive integration not configured. Please contact support.'
export const CREDENTIALS_MISSING = 'Google Drive credentials are missing. Please contact support.'

export default defineFunction('get-google-keys', ['GET', 'POST'], async (call) => {
  requireCaller(call)
  const apiKey = call.env.GOOGLE_API_KEY ?? ''
  const clientId = call.env.GOOGLE_CLIENT_ID ?? ''
  call.log.configured = Boolean(apiKey && clientId)
  if (!apiKey && !clientId) return jsonResponse({ configured: false, message: NOT_CONFIGURED })
  if (!apiKey || !clientId) return jsonResponse({ configured: false, message: CREDENTIALS_MISSING })
  return jsonResponse({ configured: true, apiKey, clientId })
})
