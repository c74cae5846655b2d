import type { FailedWrite } from '../../../sync/public/status.ts'
import { MEDIA_TEXTS } from './texts.ts'

export const MEDIA_TABLES: readonly string[] = ['media_items', 'photo_field_notes']

/** The spec's words for a refused media write (001 §8); a refused new item is a capture that failed. */
export function failedMediaWrite(write: FailedWrite): string {
  if (write.action === 'delete') return MEDIA_TEXTS.deleteFailed
  if (write.action === 'insert') return 'Failed to save capture'
  return MEDIA_TEXTS.updateFailed
}
