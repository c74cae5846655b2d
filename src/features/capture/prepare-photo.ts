import { encodePhoto, type PreparedPhoto } from './photo-encode.ts'

export type { PreparedPhoto } from './photo-encode.ts'

type WorkerAnswer = { ok: true; photo: PreparedPhoto } | { ok: false; message: string }

function inWorker(source: Blob): Promise<PreparedPhoto> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./photo-worker.ts', import.meta.url), {
      type: 'module',
      name: 'jul-photo',
    })
    const done = () => worker.terminate()
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      done()
      if (event.data.ok) resolve(event.data.photo)
      else reject(new Error(event.data.message))
    }
    worker.onerror = (event) => {
      done()
      reject(new Error(event.message || 'The photo worker failed'))
    }
    worker.postMessage(source)
  })
}

/**
 * A photo as it is stored (`photo-rules.ts`): in a worker where the browser draws off the main thread
 * (OffscreenCanvas), else on the page. Rejects when the browser cannot decode the image at all.
 */
export async function preparePhoto(source: Blob): Promise<PreparedPhoto> {
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    try {
      return await inWorker(source)
    } catch {
      // A worker that could not start (or decode) is tried once more on the page, which may decode
      // formats its worker cannot.
    }
  }
  return encodePhoto(source)
}
