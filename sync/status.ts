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
})
export type LeaderState = z.infer<typeof LeaderStateSchema>

export const HeldEntriesSchema = z.object({ userId: z.string(), count: z.number().int() })
export type HeldEntries = z.infer<typeof HeldEntriesSchema>
