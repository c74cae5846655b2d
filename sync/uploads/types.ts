import type { Clock } from '../clock.ts'
import type { FileLocks } from './file-locks.ts'

/** An attachment record as the lane sees it (`AttachmentRecord` of sync/db/records.ts fits it). */
export interface UploadFile {
  id: string
  user_id: string
  bucket: string
  path: string
  blob: Blob
  content_type: string
  created_at: number
  size?: number | undefined
  upload_url?: string | null | undefined
  bytes_sent?: number | undefined
  attempts?: number | undefined
  next_attempt_at?: number | null | undefined
  parked_at?: number | null | undefined
  send_on_constrained?: boolean | undefined
}

export type UploadBookkeeping = Partial<
  Pick<
    UploadFile,
    'upload_url' | 'bytes_sent' | 'attempts' | 'next_attempt_at' | 'parked_at' | 'send_on_constrained'
  > & { error: string | null }
>

/** Where the lane reads and records its files (the attachment records, in the app). */
export interface UploadStore {
  /** The user's files still to upload (status waiting), parked ones included. */
  waiting(userId: string): Promise<UploadFile[]>
  update(id: string, patch: UploadBookkeeping): Promise<void>
  /** The server holds the file: the rows pointing at it may be sent. */
  markUploaded(id: string): Promise<void>
  /** Storage refused the file for good (too large, a type it does not take, RLS), with its words. */
  markRefused(id: string, reason: string): Promise<void>
  /** The user's files in storage whose change the member discarded: to remove there. */
  discarded(userId: string): Promise<UploadFile[]>
  /** The record is done with (its file removed from storage, or still used by another row). */
  forget(id: string): Promise<void>
}

/**
 * Removing a discarded file from storage: `kept` when another of the member's rows points at the same
 * bytes (content-addressed names), `retry` when the server could not be asked (no network, 5xx).
 */
export type DiscardOutcome = 'removed' | 'kept' | 'auth' | 'retry'
export interface FileRemover {
  remove(file: Pick<UploadFile, 'bucket' | 'path'>): Promise<DiscardOutcome>
}

export type TransportOutcome =
  | { kind: 'done' }
  /** An object already has this name (409). */
  | { kind: 'exists' }
  | { kind: 'refused'; status: number; reason: string }
  /** The token was refused: refresh once, then try again. */
  | { kind: 'auth'; reason: string }
  /** Waiting may help: no network, 5xx, 408, 429, a lock held elsewhere. */
  | { kind: 'retry'; status: number; reason: string }
  | { kind: 'aborted' }

export interface TransportCallbacks {
  /** Where a resumed upload continues from, as soon as the server gave it (store it: a reload resumes). */
  onUrl(url: string): void
  onProgress(bytesSent: number, bytesTotal: number): void
  signal: AbortSignal
}

/** One resumable upload (TUS through tus-js-client in the app; scripted fakes in tests). */
export interface UploadTransport {
  upload(file: UploadFile, callbacks: TransportCallbacks): Promise<TransportOutcome>
}

/** The connection as the Network Information API tells it (Save-Data, effective type). */
export interface NetworkPolicy {
  constrained(): boolean
}

export type UploadProgress = { id: string; bytesSent: number; bytesTotal: number }

export type UploadLaneDeps = {
  store: UploadStore
  transport: UploadTransport
  remover: FileRemover
  clock: Clock
  random: () => number
  network: NetworkPolicy
  /** The main thread's single refresher (the engine's `refreshSession`); false when signed out. */
  refreshSession: () => Promise<boolean>
  /** Every progress report of a file in flight (the store also gets it, throttled). */
  onProgress?: (progress: UploadProgress) => void
  /**
   * An upload that moves no byte for this long is given up (default UPLOAD_STALL_MS). Longer where the
   * transport reports progress only per chunk (fetch, in the service worker).
   */
  stallMs?: number
  /** Per-file locks shared with every other context that uploads (`webFileLocks(navigator.locks)`). */
  locks?: FileLocks
  /**
   * A file this lane found locked was released by the context that held it: it may have been marked
   * uploaded or refused there, which the rows pointing at it wait for.
   */
  onSettledElsewhere?: (id: string) => void
}
