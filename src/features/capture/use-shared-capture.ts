import { useEffect, useState } from 'react'
import { type SharedItem, useSharedItem } from '../../data/shared-items.ts'
import type { CaptureMedia } from './capture-media-controls.tsx'
import { captureFileProblem } from './capture-rules.ts'
import { preparePhoto } from './prepare-photo.ts'
import { SHARE_TEXTS } from './texts.ts'

export interface SharedCapture {
  note: string
  media: CaptureMedia | null
  /** Files the upload check refused, or that did not fit (Quick Add holds one photo or clip). */
  notices: string[]
}

/** The file as Quick Add stores it (a photo prepared as the camera's are), or why it cannot be. */
async function mediaOf(file: File): Promise<CaptureMedia | string> {
  let media: CaptureMedia = { kind: 'voice', blob: file, contentType: file.type }
  if (!file.type.startsWith('audio/')) {
    const photo = await preparePhoto(file)
    media = { kind: 'photo', blob: photo.blob, contentType: photo.contentType }
  }
  return (media.blob && captureFileProblem(media.blob, media.contentType)) || media
}

async function captureOf(item: SharedItem): Promise<SharedCapture> {
  const notices = item.refused.map((file) => SHARE_TEXTS.refused(file.name, file.reasons))
  const [first, ...rest] = item.files
  if (rest.length > 0) notices.push(SHARE_TEXTS.onlyOne(rest.length))
  let media: CaptureMedia | null = null
  if (first) {
    const prepared = await mediaOf(first).catch(() => SHARE_TEXTS.unreadable(first.name))
    if (typeof prepared === 'string')
      notices.push(prepared.startsWith(first.name) ? prepared : `${first.name}: ${prepared}`)
    else media = prepared
  }
  return { note: item.note, media, notices }
}

/** What another app shared into JUL, ready for the capture box (Quick Add takes it once). */
export function useSharedCapture(): SharedCapture | null {
  const item = useSharedItem()
  const [capture, setCapture] = useState<SharedCapture | null>(null)
  useEffect(() => {
    if (!item) return
    let live = true
    void captureOf(item).then((ready) => live && setCapture(ready))
    return () => {
      live = false
    }
  }, [item])
  return capture
}
