import { useLiveQuery } from 'dexie-react-hooks'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { receiptOf } from '../../../sync/public/uploads.ts'
import { storagePathOf } from '../../data/storage-url.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Download, RefreshCw, Share2 } from '../../ui/icons.ts'
import { CAPTURE_RECEIPTS } from './texts.ts'

/**
 * Where a capture's file is (issue: receipts): on this device, uploading n %, on the server, paused
 * after repeated failures or refused by storage — with the reason, Retry, and the file itself to save
 * or share from the device, so nothing the member captured is lost with a refusal.
 */
export function UploadReceipt({ url }: { url: string | null }) {
  const client = useSyncClient()
  const { online } = useSyncStatus()
  const path = storagePathOf(url, CAPTURE_BUCKET.id)
  const record = useLiveQuery(
    async () =>
      client && path ? ((await client.db.attachments.filter((a) => a.path === path).first()) ?? null) : null,
    [client, path],
  )
  if (!path || record === undefined) return null
  const receipt = record ? receiptOf(record, online) : null
  if (receipt === null) {
    // No record left on this device: the engine frees a file once its row is on the server.
    return <Badge variant="success">{CAPTURE_RECEIPTS.onServer}</Badge>
  }
  switch (receipt.state) {
    case 'on-server':
      return <Badge variant="success">{CAPTURE_RECEIPTS.onServer}</Badge>
    case 'on-device':
      return <Badge variant="warning">{CAPTURE_RECEIPTS.onDevice}</Badge>
    case 'uploading':
      return (
        <Badge variant="info" role="status">
          {CAPTURE_RECEIPTS.uploading(receipt.percent)}
        </Badge>
      )
    case 'parked':
    case 'refused': {
      const refused = receipt.state === 'refused'
      const blob = record?.blob instanceof Blob ? record.blob : null
      const name = path.split('/').at(-1) ?? 'capture'
      return (
        <div className="flex w-full flex-wrap items-center gap-2" role="alert">
          <Badge variant="danger">{refused ? CAPTURE_RECEIPTS.refused : CAPTURE_RECEIPTS.paused}</Badge>
          {receipt.reason && <span className="text-xs text-muted-foreground">{receipt.reason}</span>}
          <Button
            variant="outline"
            size="sm"
            disabled={!client || !record}
            onClick={() => record && void client?.retryUpload(record.id)}
          >
            <RefreshCw />
            {CAPTURE_RECEIPTS.retry}
          </Button>
          {blob && <SaveOrShare blob={blob} name={name} />}
        </div>
      )
    }
  }
}

function SaveOrShare({ blob, name }: { blob: Blob; name: string }) {
  const file = new File([blob], name, { type: blob.type })
  const canShare = typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          const href = URL.createObjectURL(blob)
          const link = Object.assign(document.createElement('a'), { href, download: name })
          link.click()
          setTimeout(() => URL.revokeObjectURL(href), 10_000)
        }}
      >
        <Download />
        {CAPTURE_RECEIPTS.save}
      </Button>
      {canShare && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigator.share({ files: [file] }).catch(() => {})}
        >
          <Share2 />
          {CAPTURE_RECEIPTS.share}
        </Button>
      )}
    </>
  )
}
