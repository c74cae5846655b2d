import type { FailedWrite } from '../../../sync/public/status.ts'
import { CAPTURE_TEXTS } from './texts.ts'

/** Tables the capture screens write: their refused writes show with Retry / Discard. */
export const CAPTURE_TABLES: readonly string[] = [
  'capture_inbox',
  'session_notes',
  'board_assignments',
  'media_items',
]

/** The spec's words for a refused capture write (002 §8). */
export function failedWriteLabel(write: FailedWrite): string {
  if (write.table === 'capture_inbox') {
    return write.action === 'insert' ? CAPTURE_TEXTS.saveToInboxFailed : CAPTURE_TEXTS.assignFailed
  }
  if (write.table === 'session_notes') return CAPTURE_TEXTS.saveSessionNoteFailed
  if (write.table === 'board_assignments') return CAPTURE_TEXTS.assignFailed
  return CAPTURE_TEXTS.saveFailed
}
