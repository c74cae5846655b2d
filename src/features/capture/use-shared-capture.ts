import { useEffect, useState } from 'react'
import { type SharedItem, useSharedItem } from '../../data/shared-items.ts'
import type { CaptureMedia } from './capture-media-controls.tsx'
import { photoFromFile } from './use-camera.ts'

export interface SharedCapture {
  note: string
  media: CaptureMedia | null
  /** Files the upload check refused, or that did not fit (Quick Add holds one photo or clip). */
  notices: string[]
}

export const SHARE_NOTICES = {
  refused: (name: string, reasons: readonly string[]) => `${name}: ${reasons.join(', ')}`,
  onlyOne: (count: number) =>
    `Quick Add keeps one photo or voice clip: ${count} more ${count === 1 ? 'file was' : 'files were'} not added.`,
  unreadable: (name: string) => `${name}: the file could not be read`,
} as const

async function mediaOf(file: File): Promise<CaptureMedia> {
  if (file.type.startsWith('audio/')) return { kind: 'voice', blob: file, contentType: file.type }
  return { kind: 'photo', ...(await photoFromFile(file)) }
}

async function captureOf(item: SharedItem): Promise<SharedCapture> {
  const notices = item.refused.map((file) => SHARE_NOTICES.refused(file.name, file.reasons))
  const [first, ...rest] = item.files
  if (rest.length > 0) notices.push(SHARE_NOTICES.onlyOne(rest.length))
  let media: CaptureMedia | null = null
  if (first) {
    media = await mediaOf(first).catch(() => {
      notices.push(SHARE_NOTICES.unreadable(first.name))
      return null
    })
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
