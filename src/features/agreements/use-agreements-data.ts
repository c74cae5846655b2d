import { memberRange } from '../../../sync/public/member-range.ts'
import type { RowOf } from '../../../sync/public/types.ts'
import { type MirrorRead, useMirrorRead } from '../../data/use-mirror-read.ts'
import { newestFirst } from '../../lib/agreements.ts'
import { AGREEMENT_TEXTS } from './texts.ts'

export type ProposalRow = RowOf<'console_proposals'>
export type MinutesRow = RowOf<'meeting_minutes'>
export interface AgreementsRows {
  proposals: ProposalRow[]
  minutes: MinutesRow[]
}

/**
 * The member's proposals (newest first) and meeting minutes from the local mirror, live and offline,
 * as one read; `failure` is the spec's text for whichever of the two failed.
 */
export function useAgreementsData(userId: string): { read: MirrorRead<AgreementsRows>; failure: string } {
  const proposals = useMirrorRead(
    (db) =>
      db
        .mirror('console_proposals')
        .where('[user_id+created_at]')
        .between(...memberRange(userId))
        .toArray(),
    [userId],
    { what: 'proposals' },
  )
  const minutes = useMirrorRead(
    (db) =>
      db
        .mirror('meeting_minutes')
        .where('[user_id+meeting_date]')
        .between(...memberRange(userId))
        .toArray(),
    [userId],
    { what: 'meeting minutes', isEmpty: () => false },
  )
  if (proposals.status === 'error') return { read: proposals, failure: AGREEMENT_TEXTS.loadFailed }
  if (minutes.status === 'error') return { read: minutes, failure: AGREEMENT_TEXTS.minutesFailed }
  if (proposals.status === 'loading' || minutes.status === 'loading')
    return { read: { status: 'loading' }, failure: AGREEMENT_TEXTS.loadFailed }
  return {
    read: { status: 'ready', data: { proposals: newestFirst(proposals.data), minutes: minutes.data } },
    failure: AGREEMENT_TEXTS.loadFailed,
  }
}
