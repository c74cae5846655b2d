import { type DetailedError, type HttpStack, Upload, type UploadOptions } from 'tus-js-client'
import { isContentAddressed } from '../public/capture-bucket.ts'
import type { TransportOutcome, UploadTransport } from './types.ts'
import { UPLOAD_CHUNK_BYTES } from './upload-rules.ts'

export type TusTransportConfig = {
  /** The project's API base (`https://<ref>.supabase.co` or the local server). */
  supabaseUrl: string
  anonKey: string
  /** The session's access token now (null: signed out, the anon key is sent). */
  accessToken: () => string | null
  chunkSize?: number
  /** How blobs are read where tus-js-client has no reader for them (Node: the tests and benches). */
  fileReader?: UploadOptions['fileReader']
  /** Where XMLHttpRequest is missing (the service worker): `fetchHttpStack()`. */
  httpStack?: HttpStack
}

const RETRYABLE = new Set([0, 408, 423, 429])

function answerOf(error: Error | DetailedError): { status: number; message: string; method: string } {
  const response = 'originalResponse' in error ? error.originalResponse : null
  const method = ('originalRequest' in error ? error.originalRequest?.getMethod() : undefined) ?? ''
  const status = response?.getStatus() ?? 0
  const body = response?.getBody() ?? ''
  let message = error.message
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed.message === 'string') message = parsed.message
  } catch {
    if (body.trim()) message = body.trim()
  }
  return { status, message, method }
}

/** How a failed TUS exchange reads to the lane. */
export function outcomeOf(error: Error | DetailedError): TransportOutcome {
  const { status, message, method } = answerOf(error)
  // A 409 to a creation says the object is there; to a chunk it is TUS's offset mismatch (the server
  // holds other bytes than the client thought, e.g. after a cut): the next try asks the server's offset.
  if (status === 409 && method === 'PATCH') return { kind: 'retry', status, reason: message }
  if (status === 409) return { kind: 'exists' }
  if (status === 401 || /jwt|token/i.test(message)) return { kind: 'auth', reason: message }
  if (RETRYABLE.has(status) || status >= 500) return { kind: 'retry', status, reason: message }
  return { kind: 'refused', status, reason: message }
}

/**
 * Supabase Storage's resumable uploads (`/storage/v1/upload/resumable`) through tus-js-client, as
 * Supabase documents them. The lane keeps the upload address itself (tus-js-client's own URL storage
 * needs localStorage, which a worker has not); tus-js-client's retries are off because the lane owns
 * retrying. A content-addressed name is never overwritten (409 means it is there already); any other
 * name is written with x-upsert, so a retry after a lost answer cannot fail on its own first try.
 */
export function tusTransport(config: TusTransportConfig): UploadTransport {
  const endpoint = `${config.supabaseUrl.replace(/\/+$/, '')}/storage/v1/upload/resumable`
  return {
    upload: (file, callbacks) =>
      new Promise<TransportOutcome>((resolve) => {
        if (callbacks.signal.aborted) {
          resolve({ kind: 'aborted' })
          return
        }
        const upload = new Upload(file.blob, {
          endpoint,
          uploadUrl: file.upload_url ?? null,
          headers: {
            apikey: config.anonKey,
            authorization: `Bearer ${config.accessToken() ?? config.anonKey}`,
            ...(isContentAddressed(file.path) ? {} : { 'x-upsert': 'true' }),
          },
          metadata: {
            bucketName: file.bucket,
            objectName: file.path,
            contentType: file.content_type,
            cacheControl: '3600',
          },
          chunkSize: config.chunkSize ?? UPLOAD_CHUNK_BYTES,
          ...(config.fileReader ? { fileReader: config.fileReader } : {}),
          ...(config.httpStack ? { httpStack: config.httpStack } : {}),
          retryDelays: null,
          storeFingerprintForResuming: false,
          onUploadUrlAvailable: () => {
            if (upload.url) callbacks.onUrl(upload.url)
          },
          onProgress: (sent, total) => callbacks.onProgress(sent, total),
          onSuccess: () => resolve({ kind: 'done' }),
          onError: (error) => resolve(outcomeOf(error)),
        })
        callbacks.signal.addEventListener(
          'abort',
          () => {
            void upload.abort()
            resolve({ kind: 'aborted' })
          },
          { once: true },
        )
        upload.start()
      }),
  }
}

/** Save-Data, or a connection the browser rates 2G or slower: large files wait (Network Information API). */
export function browserNetworkPolicy(connection: NetworkConnectionLike | undefined): {
  constrained(): boolean
} {
  return {
    constrained: () =>
      connection?.saveData === true || ['slow-2g', '2g'].includes(connection?.effectiveType ?? ''),
  }
}

/** `navigator.connection` where it exists (Chromium): only what the policy reads. */
export type NetworkConnectionLike = { saveData?: boolean; effectiveType?: string }
