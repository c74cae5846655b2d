import { z } from 'zod'
import { ScopeAfterSchema } from '../protocol.ts'
import type { ScopePullAnswer, ScopeResult, WakeUp } from '../remote.ts'

/** `sync_pull`'s answer as the server sends it (supabase/migrations/*_sync_pull.sql). */
const RowSchema = z.record(z.string(), z.unknown())
const RemovalSchema = z.object({ table: z.string(), id: z.string(), xid: z.string() })
const ResultSchema = z.object({
  scope: z.string(),
  gone: z.literal(true).optional(),
  resync: z.literal(true).optional(),
  rows: z.record(z.string(), z.array(z.unknown())).optional(),
  next: ScopeAfterSchema.nullable().optional(),
})
const AnswerSchema = z.object({
  horizon: z.string().regex(/^\d{1,20}$/),
  server_time: z.number(),
  scopes_hash: z.string(),
  scopes: z.array(z.string()).optional(),
  results: z.array(ResultSchema),
})

const TOMBSTONES = 'sync_tombstones'

function resultOf(raw: z.infer<typeof ResultSchema>): ScopeResult | null {
  if (raw.gone) return { scope: raw.scope, kind: 'gone' }
  if (raw.resync) return { scope: raw.scope, kind: 'resync' }
  const rows: ScopeResult & { kind: 'rows' } = {
    scope: raw.scope,
    kind: 'rows',
    rows: {},
    removed: [],
    next: raw.next ?? null,
  }
  for (const [table, list] of Object.entries(raw.rows ?? {})) {
    if (table === TOMBSTONES) {
      const removed = z.array(RemovalSchema).safeParse(list)
      if (!removed.success) return null
      rows.removed = removed.data
    } else {
      const parsed = z.array(RowSchema).safeParse(list)
      if (!parsed.success) return null
      rows.rows[table] = parsed.data
    }
  }
  return rows
}

/** The answer, or null when it is not one (a server without `sync_pull`, a proxy's page). */
export function readScopeAnswer(data: unknown): ScopePullAnswer | null {
  const parsed = AnswerSchema.safeParse(data)
  if (!parsed.success) return null
  const results: ScopeResult[] = []
  for (const raw of parsed.data.results) {
    const result = resultOf(raw)
    if (!result) return null
    results.push(result)
  }
  return {
    horizon: parsed.data.horizon,
    serverTime: parsed.data.server_time,
    scopesHash: parsed.data.scopes_hash,
    scopes: parsed.data.scopes ?? null,
    results,
  }
}

const WakeUpSchema = z.object({
  scope: z.string().max(200),
  xid: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
  rows: z
    .array(z.tuple([z.string(), z.string(), z.string()]))
    .nullable()
    .optional(),
})

/** A wake-up from the channel, or null for anything else arriving there. */
export function readWakeUp(payload: unknown): WakeUp | null {
  const parsed = WakeUpSchema.safeParse(payload)
  if (!parsed.success) return null
  return { scope: parsed.data.scope, xid: parsed.data.xid ?? null, rows: parsed.data.rows ?? null }
}
