import { z } from 'zod'

/** What the leader publishes (kv `leader_state`) for every tab's status. */
export const LeaderStateSchema = z.object({
  syncing: z.boolean(),
  /** Why sending failed last (the outbox, files or the queue), shown as "will retry"; null once it works. */
  uploadError: z.string().nullable(),
  /** Why pulling failed last (a table refused, the token expired, offline); null once every table pulled. */
  downloadError: z.string().nullable(),
  /** When the next retry is due (ms since epoch), or null. */
  retryAt: z.number().nullable(),
  /**
   * Where the leader's engine stands, for whoever reads a stuck device (the chaos harness): its phase,
   * the failed attempts in a row behind the backoff, its leader epoch and the user it syncs for. Optional: an older
   * build's leader does not write them.
   */
  phase: z.string().optional(),
  attempt: z.number().int().optional(),
  epoch: z.number().int().nullable().optional(),
  userId: z.string().nullable().optional(),
})
export type LeaderState = z.infer<typeof LeaderStateSchema>

/**
 * The leader's realtime channel (kv `realtime_state`): connecting, live, failed (joining failed or the
 * socket dropped; the client rejoins by itself), or off (nobody signed in). Screens that promise live
 * updates fall back to manual refresh while it is not live (001 §8 'Realtime connection failed').
 */
export const REALTIME_STATES = ['connecting', 'live', 'failed', 'off'] as const
export type RealtimeState = (typeof REALTIME_STATES)[number]

export function isRealtimeState(value: unknown): value is RealtimeState {
  return REALTIME_STATES.some((state) => state === value)
}

export const HeldEntriesSchema = z.object({ userId: z.string(), count: z.number().int() })
export type HeldEntries = z.infer<typeof HeldEntriesSchema>
