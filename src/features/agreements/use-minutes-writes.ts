import { useWrite } from '../../data/write.ts'
import type { MinutesPatch, MinutesStatus } from './minutes-rules.ts'
import { AGREEMENT_TEXTS } from './texts.ts'

const UPDATE_TEXTS = { failure: AGREEMENT_TEXTS.minutesUpdateFailed, success: AGREEMENT_TEXTS.minutesUpdated }

/**
 * 001 §7 "meeting_minutes: update by id and user": an edit of the member's own minutes, or a move to
 * the next state, through the queue (the repository writes only the member's own rows), so both work
 * offline and reach the member's other devices.
 */
export function useMinutesWrites() {
  const write = useWrite()
  return {
    save: (id: string, patch: MinutesPatch) =>
      write(UPDATE_TEXTS, (client) => client.repository('meeting_minutes').update(id, patch)),
    advance: (id: string, status: MinutesStatus) =>
      write(UPDATE_TEXTS, (client) => client.repository('meeting_minutes').update(id, { status })),
  }
}
