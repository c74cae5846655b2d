import { isContentAddressed } from '../public/capture-bucket.ts'
import { fileSize } from '../public/uploads.ts'
import { BUSY } from './file-locks.ts'
import type { UploadFile, UploadLaneDeps, UploadProgress } from './types.ts'
import { afterFailure, nextUploads } from './upload-rules.ts'

/**
 * The upload lane: captured files go to storage beside the sync cycle, never in front of rows or pulls.
 *
 *   stopped ──start(user)──▶ pumping ──▶ up to 2 uploads in flight (smallest first)
 *      ▲                       ▲  │        │ done / exists → uploaded   refused → refused (reason kept)
 *      │                       │  │        │ auth → refresh once, again  retry → backoff, park after 5
 *      └──────stop()───────────┘  └─ timer at the next due file, nudge(), online again, a file done
 *
 * Only the leader runs it (the engine starts it with its user and stops it when it resigns or the user
 * changes). Every upload is resumable: the server's upload address is stored on the file as soon as it
 * exists, so a reload, a build-stamp reset or another leader resumes where the last one stopped.
 */
export class UploadLane {
  private userId: string | null = null
  private online = true
  private readonly inFlight = new Map<string, { abort: AbortController; done: Promise<void> }>()
  private timer: unknown = null
  private pumping: Promise<void> | null = null
  private pumpAgain = false
  private removing: Promise<void> | null = null

  constructor(private readonly deps: UploadLaneDeps) {}

  /** Starts (or switches to) uploading this user's files. */
  start(userId: string): void {
    if (this.userId !== userId) void this.stop()
    this.userId = userId
    this.nudge()
    this.removeDiscardedFiles()
  }

  /** Aborts the uploads in flight (their server addresses stay stored) and waits for them to settle. */
  async stop(): Promise<void> {
    this.userId = null
    this.clearTimer()
    const settling = [...this.inFlight.values()]
    for (const upload of settling) upload.abort.abort()
    await Promise.all(settling.map((upload) => upload.done))
  }

  /** A file was queued, the connection changed, the session came back: look again. */
  nudge(): void {
    if (this.userId === null) return
    if (this.pumping) {
      this.pumpAgain = true
      return
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = null
      if (this.pumpAgain) {
        this.pumpAgain = false
        this.nudge()
      }
    })
  }

  /**
   * Offline, nothing starts and failures do not count against a file. Back online, parked files get
   * another round of tries: the reconnection is news their failures could not know.
   */
  setOnline(online: boolean): void {
    const back = online && !this.online
    this.online = online
    if (!back || this.userId === null) return
    void this.unparkAll().then(() => this.nudge())
    this.removeDiscardedFiles()
  }

  /**
   * The server answers again after the sync cycles failed (an outage while the browser stayed online):
   * as with a reconnection, parked files get another round, or an outage longer than the backoff would
   * hold their rows until the member noticed.
   */
  serverBack(): void {
    if (this.userId === null) return
    void this.unparkAll().then(() => this.nudge())
    this.removeDiscardedFiles()
  }

  /** The member's Retry: the file is tried now, its failures forgotten. */
  async retry(id: string): Promise<void> {
    await this.deps.store.update(id, { attempts: 0, parked_at: null, next_attempt_at: null, error: null })
    this.nudge()
  }

  /** The member's "upload now" for a large file on a constrained connection (Save-Data, 2G). */
  async sendAnyway(id: string): Promise<void> {
    await this.deps.store.update(id, { send_on_constrained: true })
    this.nudge()
  }

  /** Ids uploading now (tests, and the engine's inspection). */
  uploading(): string[] {
    return [...this.inFlight.keys()]
  }

  /** Resolves once no pump, no upload and no removal is in flight. */
  async settled(): Promise<void> {
    while (this.pumping || this.removing || this.inFlight.size > 0) {
      await Promise.all([
        this.pumping,
        this.removing,
        ...[...this.inFlight.values()].map((upload) => upload.done),
      ])
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer)
    this.timer = null
  }

  private async unparkAll(): Promise<void> {
    const userId = this.userId
    if (userId === null) return
    const parked = (await this.deps.store.waiting(userId)).filter((file) => file.parked_at)
    for (const file of parked) {
      await this.deps.store.update(file.id, { attempts: 0, parked_at: null, next_attempt_at: null })
    }
  }

  private async pump(): Promise<void> {
    const userId = this.userId
    if (userId === null || !this.online) return
    const files = await this.deps.store.waiting(userId)
    if (this.userId !== userId) return
    const byId = new Map(files.map((file) => [file.id, file]))
    const plan = nextUploads(
      files.map((file) => ({ ...file, size: fileSize(file) })),
      {
        now: this.deps.clock.now(),
        running: new Set(this.inFlight.keys()),
        constrained: this.deps.network.constrained(),
      },
    )
    for (const id of plan.start) {
      const file = byId.get(id)
      if (file) this.launch(file)
    }
    this.clearTimer()
    if (plan.wakeAt !== null) {
      const wait = Math.max(0, plan.wakeAt - this.deps.clock.now())
      this.timer = this.deps.clock.setTimeout(() => {
        this.timer = null
        this.nudge()
      }, wait)
    }
  }

  private launch(file: UploadFile): void {
    const abort = new AbortController()
    const done = this.sendOnce(file, abort.signal)
      .catch((error: unknown) => console.warn(`Upload of ${file.path} stopped`, error))
      .finally(() => {
        this.inFlight.delete(file.id)
        this.nudge()
      })
    this.inFlight.set(file.id, { abort, done })
  }

  /**
   * Another context (the service worker in Background Sync, or another tab's lane) may be uploading
   * this very file: then it keeps its slot here until that upload ends, and the lane looks again, so
   * the file is never sent twice at once and its rows go as soon as it is marked.
   */
  private async sendOnce(file: UploadFile, signal: AbortSignal): Promise<void> {
    const locks = this.deps.locks
    if (!locks) return this.send(file, signal)
    const outcome = await locks.tryWith(file.id, () => this.send(file, signal))
    if (outcome !== BUSY) return
    try {
      await locks.whenFree(file.id, signal)
    } catch (error) {
      if (signal.aborted) return
      throw error
    }
    this.deps.onSettledElsewhere?.(file.id)
  }

  private async send(file: UploadFile, signal: AbortSignal): Promise<void> {
    const { store, transport, clock } = this.deps
    const current = () => !signal.aborted && this.userId === file.user_id
    const progress = this.progressRecorder(file)
    let refreshed = false
    for (;;) {
      // A link that moves no byte for a while (a dead spot, a captive portal) is given up and tried
      // again later, so it never holds one of the two slots for as long as the OS keeps the socket.
      const attempt = new AbortController()
      const stop = () => attempt.abort()
      signal.addEventListener('abort', stop, { once: true })
      let stalled = false
      let watchdog: unknown = null
      const stallMs = this.deps.stallMs ?? UPLOAD_STALL_MS
      const watch = () => {
        if (watchdog !== null) clock.clearTimeout(watchdog)
        watchdog = clock.setTimeout(() => {
          stalled = true
          attempt.abort()
        }, stallMs)
      }
      watch()
      const outcome = await transport
        .upload(file, {
          signal: attempt.signal,
          onUrl: (url) => {
            watch()
            if (current()) void store.update(file.id, { upload_url: url })
          },
          onProgress: (sent, total) => {
            watch()
            if (current()) progress({ id: file.id, bytesSent: sent, bytesTotal: total })
          },
        })
        .finally(() => {
          if (watchdog !== null) clock.clearTimeout(watchdog)
          signal.removeEventListener('abort', stop)
        })
      if (!current()) return
      if (stalled) {
        await this.failed(file, `No progress for ${stallMs / 1000} s`)
        return
      }
      if (outcome.kind === 'aborted') return
      switch (outcome.kind) {
        case 'done':
          await store.markUploaded(file.id)
          return
        case 'exists':
          // The name is the hash of the bytes: what is there is this very file.
          if (isContentAddressed(file.path)) await store.markUploaded(file.id)
          else await store.markRefused(file.id, 'Another file already has this name in storage (409)')
          return
        case 'refused':
          await store.markRefused(file.id, `${outcome.reason} (${outcome.status})`)
          return
        case 'auth':
          if (!refreshed) {
            refreshed = true
            // No session any more: everything waits for the next start (the engine's next session),
            // with no try counted, rather than asking again and again.
            if (!(await this.deps.refreshSession())) {
              void this.stop()
              return
            }
            continue
          }
          await this.failed(file, outcome.reason)
          return
        case 'retry':
          await this.failed(file, outcome.reason)
          return
      }
    }
  }

  /**
   * Files in storage whose change the member discarded: removed there one by one, each only once the
   * server says no other row of the member points at the same bytes. A removal that cannot be made now
   * waits for the next pass (the network or the server back, a new start); a refused token is refreshed once.
   */
  /**
   * Discarded files are rare and their removal is no one's wait: a pass runs when the lane starts and
   * when the server is reachable again, never per write.
   */
  private removeDiscardedFiles(): void {
    const userId = this.userId
    if (userId === null || !this.online || this.removing) return
    this.removing = this.removeDiscarded(userId).finally(() => {
      this.removing = null
    })
  }

  private async removeDiscarded(userId: string): Promise<void> {
    const { store, remover } = this.deps
    let refreshed = false
    for (const file of await store.discarded(userId)) {
      if (this.userId !== userId || !this.online) return
      let outcome = await remover.remove(file)
      if (outcome === 'auth' && !refreshed) {
        refreshed = true
        if (await this.deps.refreshSession()) outcome = await remover.remove(file)
      }
      if (outcome === 'auth' || outcome === 'retry') return
      await store.forget(file.id)
    }
  }

  /** A failure waiting can cure: back off, park after repeated ones; offline ones do not count. */
  private async failed(file: UploadFile, reason: string): Promise<void> {
    if (!this.online) return
    const stored = (await this.deps.store.waiting(file.user_id)).find((f) => f.id === file.id)
    const step = afterFailure(stored?.attempts ?? 0, this.deps.clock.now(), this.deps.random)
    await this.deps.store.update(
      file.id,
      step.kind === 'park'
        ? { attempts: step.attempts, parked_at: step.parkedAt, next_attempt_at: null, error: reason }
        : { attempts: step.attempts, next_attempt_at: step.nextAttemptAt, error: reason },
    )
  }

  /** Progress goes to the listener at once and to the store at most once a second (and the last one). */
  private progressRecorder(file: UploadFile): (progress: UploadProgress) => void {
    let savedAt = Number.NEGATIVE_INFINITY
    return (progress) => {
      this.deps.onProgress?.(progress)
      const now = this.deps.clock.now()
      if (now - savedAt < PROGRESS_SAVE_MS && progress.bytesSent < progress.bytesTotal) return
      savedAt = now
      void this.deps.store.update(file.id, { bytes_sent: progress.bytesSent })
    }
  }
}

/** How often progress is written to the file's record (every tab's receipts read it there). */
export const PROGRESS_SAVE_MS = 1_000
/** An upload that moves no byte for this long is given up (and counted as a failure waiting can cure). */
export const UPLOAD_STALL_MS = 60_000
