import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { type UploadState, useLocalFile } from '../../data/attachments.ts'
import { Badge } from '../../ui/badge.tsx'
import { CAPTURE_MESSAGES } from './messages.ts'

const WORDS: Record<Exclude<UploadState, 'uploaded'>, string> = {
  waiting: 'Waiting to upload',
  uploading: 'Uploading…',
  failed: CAPTURE_MESSAGES.uploadPhotoFailed,
}

/** Whether a capture's file is still on this device only; nothing once it is on the server. */
export function UploadBadge({ url }: { url: string | null }) {
  const { upload } = useLocalFile(url, CAPTURE_BUCKET.id)
  if (upload === null || upload === 'uploaded') return null
  return <Badge variant={upload === 'failed' ? 'danger' : 'warning'}>{WORDS[upload]}</Badge>
}
