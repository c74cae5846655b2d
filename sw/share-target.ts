/// <reference lib="webworker" />

import { createStore, set } from 'idb-keyval'
import { type KeptShare, SHARE_TARGET } from './file-routes.ts'

/**
 * The share target's receiving end in the service worker: reads the shared form, keeps it in
 * IndexedDB (the page checks the files against 000 §5 when it takes them) and answers with a redirect
 * to Quick Add, so the share works with no network and survives the page not being open yet.
 */
export async function keepShare(request: Request, now = Date.now()): Promise<Response> {
  const fields = SHARE_TARGET.fields
  let share: KeptShare = { receivedAt: now, title: '', text: '', url: '', files: [] }
  try {
    const form = await request.formData()
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    share = {
      receivedAt: now,
      title: text(fields.title),
      text: text(fields.text),
      url: text(fields.url),
      files: form.getAll(fields.files).filter((value): value is File => typeof value !== 'string'),
    }
  } catch {
    // A body that is not a form still opens Quick Add, with nothing in it.
  }
  if (share.title || share.text || share.url || share.files.length > 0) {
    await set(`${now}-${crypto.randomUUID()}`, share, createStore(SHARE_TARGET.database, SHARE_TARGET.store))
  }
  return Response.redirect(new URL(SHARE_TARGET.opens, request.url).href, 303)
}
