import { readFile } from 'node:fs/promises'
import type { ServerState } from './context.ts'
import type { Change } from './realtime/changes.ts'

/**
 * Database webhooks (supabase/database-webhooks.json), as hosted Supabase runs them: after a row change
 * commits, POST { type, table, schema, record, old_record } to an edge function with the service role
 * key. Hosted projects declare the same hooks in the dashboard (Database → Webhooks); see
 * supabase/functions/push-notify/README.md.
 */
export interface DatabaseWebhook {
  name: string
  table: string
  events: Array<Change['type']>
  function: string
}

function isWebhook(value: unknown): value is DatabaseWebhook {
  if (!value || typeof value !== 'object') return false
  const hook = value as Record<string, unknown>
  return (
    typeof hook.name === 'string' &&
    typeof hook.table === 'string' &&
    typeof hook.function === 'string' &&
    Array.isArray(hook.events)
  )
}

export async function loadWebhooks(file: string): Promise<DatabaseWebhook[]> {
  const text = await readFile(file, 'utf8').catch(() => '[]')
  const parsed: unknown = JSON.parse(text)
  return Array.isArray(parsed) ? parsed.filter(isWebhook) : []
}

/** Fires the hooks matching a captured change; failures are logged, never retried (as on Supabase). */
export function webhookDispatcher(state: ServerState, hooks: readonly DatabaseWebhook[]) {
  return (change: Change) => {
    for (const hook of hooks) {
      if (hook.table !== change.table || !hook.events.includes(change.type)) continue
      fetch(`${state.url}/functions/v1/${hook.function}`, {
        method: 'POST',
        headers: {
          apikey: state.serviceRoleKey,
          Authorization: `Bearer ${state.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          type: change.type,
          table: change.table,
          schema: change.schema,
          record: change.record,
          old_record: change.old_record,
        }),
      })
        .then(async (response) => {
          if (!response.ok)
            state.log.warn(`webhook ${hook.name}: ${response.status} ${await response.text()}`)
          else state.log.debug(`webhook ${hook.name}: ${await response.text()}`)
        })
        .catch((error: unknown) => state.log.warn(`webhook ${hook.name}: ${String(error)}`))
    }
  }
}
