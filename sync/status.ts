import { z } from 'zod'

/** What the leader publishes (kv `leader_state`) for every tab's status. */
export const LeaderStateSchema = z.object({
  syncing: z.boolean(),
  /** The last retryable error while draining, shown as "will retry" (null once a pass succeeds). */
  lastError: z.string().nullable(),
  /** When the next retry is due (ms since epoch), or null. */
  retryAt: z.number().nullable(),
})
export type LeaderState = z.infer<typeof LeaderStateSchema>

export const HeldEntriesSchema = z.object({ userId: z.string(), count: z.number().int() })
export type HeldEntries = z.infer<typeof HeldEntriesSchema>
