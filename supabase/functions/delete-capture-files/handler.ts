import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError } from '../_shared/http.ts'
import { orThrow, serviceClient } from '../_shared/project-client.ts'

// POST (service role only) ← a database webhook on DELETE of capture_inbox, session_notes or media_items
// (supabase/database-webhooks.json), or a schedule. The triggers of migration 20261203000100 queued the
// files those deletes freed (and every file of a deleted account) in the same transaction; this removes
// them through the Storage API and clears the queue. It drains the whole queue whatever the payload
// says, so a call that failed is made good by the next one. Answers { removed, missing }.

const BATCH = 100

export default defineFunction('delete-capture-files', ['POST'], async ({ token, env, log }) => {
  if (token?.role !== 'service_role')
    throw new FunctionError(403, 'Only the database webhook may delete files')
  const client = serviceClient(env)
  const outcome = { removed: 0, missing: 0 }
  for (;;) {
    const due = orThrow(
      await client.rpc('storage_deletions_due', { max_rows: BATCH }),
      'rpc storage_deletions_due',
    )
    if (due.length === 0) break
    const buckets = new Map<string, string[]>()
    for (const item of due) buckets.set(item.bucket_id, [...(buckets.get(item.bucket_id) ?? []), item.name])
    for (const [bucket, names] of buckets) {
      const removed = orThrow(await client.storage.from(bucket).remove(names), `remove from ${bucket}`)
      outcome.removed += removed.length
      outcome.missing += names.length - removed.length
    }
    orThrow(await client.rpc('storage_deletions_done', { done: due }), 'rpc storage_deletions_done')
    if (due.length < BATCH) break
  }
  Object.assign(log, outcome)
  return jsonResponse(outcome)
})
