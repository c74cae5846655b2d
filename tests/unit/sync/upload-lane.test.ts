import { afterEach, describe, expect, it } from 'vitest'
import { BUSY, type FileLocks } from '../../../sync/uploads/file-locks.ts'
import { outcomeOf } from '../../../sync/uploads/tus-transport.ts'
import type {
  DiscardOutcome,
  TransportCallbacks,
  TransportOutcome,
  UploadBookkeeping,
  UploadFile,
  UploadStore,
  UploadTransport,
} from '../../../sync/uploads/types.ts'
import { UploadLane } from '../../../sync/uploads/upload-lane.ts'
import {
  LARGE_FILE_BYTES,
  nextUploads,
  PARK_AFTER_FAILURES,
  PARKED_RETRY_MS,
  retryDelay,
  UPLOAD_CONCURRENCY,
} from '../../../sync/uploads/upload-rules.ts'
import { FakeClock } from './support/fake-clock.ts'

const USER = 'u1'
const HASH = 'c'.repeat(64)

/** The attachment records, in memory, with what the lane did to them. */
class MemoryStore implements UploadStore {
  readonly files = new Map<string, UploadFile & { status: string; error: string | null }>()
  readonly log: string[] = []

  add(id: string, size: number, extra: Partial<UploadFile & { status: string }> = {}): void {
    this.files.set(id, {
      id,
      user_id: USER,
      bucket: 'quickadd-photos',
      path: `${USER}/${HASH.slice(0, 63)}${id.length}.jpg`,
      blob: new Blob([new Uint8Array(size)]),
      content_type: 'image/jpeg',
      created_at: this.files.size,
      status: 'waiting',
      error: null,
      ...extra,
    })
  }
  get(id: string) {
    const file = this.files.get(id)
    if (!file) throw new Error(`no file ${id}`)
    return file
  }
  async waiting(userId: string) {
    return [...this.files.values()].filter((f) => f.user_id === userId && f.status === 'waiting')
  }
  async update(id: string, patch: UploadBookkeeping) {
    Object.assign(this.get(id), patch)
  }
  async markUploaded(id: string) {
    this.get(id).status = 'uploaded'
    this.log.push(`uploaded ${id}`)
  }
  async markRefused(id: string, reason: string) {
    Object.assign(this.get(id), { status: 'failed', error: reason })
    this.log.push(`refused ${id}: ${reason}`)
  }
  async discarded(userId: string) {
    return [...this.files.values()].filter((f) => f.user_id === userId && f.status === 'discarded')
  }
  async forget(id: string) {
    this.files.delete(id)
    this.log.push(`forgot ${id}`)
  }
}

/** Storage's answers to removals, in order (then 'removed'), with the paths it was asked about. */
class ScriptedRemover {
  readonly asked: string[] = []
  answers: DiscardOutcome[] = []
  async remove(file: { path: string }): Promise<DiscardOutcome> {
    this.asked.push(file.path)
    return this.answers.shift() ?? 'removed'
  }
}

type Call = { file: UploadFile; callbacks: TransportCallbacks; answer: (outcome: TransportOutcome) => void }

/** A transport whose every upload waits for the test to answer it. */
class ScriptedTransport implements UploadTransport {
  readonly calls: Call[] = []
  upload(file: UploadFile, callbacks: TransportCallbacks): Promise<TransportOutcome> {
    return new Promise((resolve) => {
      callbacks.signal.addEventListener('abort', () => resolve({ kind: 'aborted' }))
      this.calls.push({ file: { ...file }, callbacks, answer: resolve })
    })
  }
  open(): string[] {
    return this.calls
      .filter((call) => !call.callbacks.signal.aborted && !answered.has(call))
      .map((c) => c.file.id)
  }
  answerFor(id: string, outcome: TransportOutcome): void {
    const call = this.calls.find((c) => c.file.id === id && !answered.has(c) && !c.callbacks.signal.aborted)
    if (!call) throw new Error(`no open upload of ${id}; open: ${this.open().join(', ')}`)
    answered.add(call)
    call.answer(outcome)
  }
}
const answered = new WeakSet<Call>()

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Web Locks as the browser keeps them: one holder per name, every other context waits or is told busy. */
class MemoryFileLocks implements FileLocks {
  private readonly held = new Map<string, Promise<void>>()
  async tryWith<T>(fileId: string, work: () => Promise<T>): Promise<T | typeof BUSY> {
    if (this.held.has(fileId)) return BUSY
    const running = work()
    this.held.set(
      fileId,
      running.then(
        () => {},
        () => {},
      ),
    )
    try {
      return await running
    } finally {
      this.held.delete(fileId)
    }
  }
  async whenFree(fileId: string): Promise<void> {
    while (this.held.has(fileId)) await this.held.get(fileId)
  }
}

function setup(
  options: {
    constrained?: boolean
    refresh?: boolean
    store?: MemoryStore
    locks?: FileLocks
    onSettledElsewhere?: (id: string) => void
  } = {},
) {
  const store = options.store ?? new MemoryStore()
  const transport = new ScriptedTransport()
  const remover = new ScriptedRemover()
  const clock = new FakeClock(async () => {
    for (let i = 0; i < 5; i++) await settle()
  })
  const network = { value: options.constrained ?? false, constrained: () => network.value }
  let refreshes = 0
  const progress: string[] = []
  const lane = new UploadLane({
    store,
    transport,
    remover,
    clock,
    random: () => 0.5,
    network,
    refreshSession: async () => {
      refreshes++
      return options.refresh ?? true
    },
    onProgress: (p) => progress.push(`${p.id} ${p.bytesSent}/${p.bytesTotal}`),
    ...(options.locks ? { locks: options.locks } : {}),
    ...(options.onSettledElsewhere ? { onSettledElsewhere: options.onSettledElsewhere } : {}),
  })
  lanes.push(lane)
  return { store, transport, remover, clock, network, lane, progress, refreshes: () => refreshes }
}
const lanes: UploadLane[] = []
afterEach(async () => {
  for (const lane of lanes.splice(0)) await lane.stop()
})

async function started(t: ReturnType<typeof setup>) {
  t.lane.start(USER)
  await t.clock.advance(0)
}

describe('the upload lane', () => {
  it('never sends a file another context is uploading, and looks again once that one lets go', async () => {
    const locks = new MemoryFileLocks()
    const store = new MemoryStore()
    store.add('memo', 5_000)
    const worker = setup({ store, locks })
    await started(worker)
    expect(worker.transport.open()).toEqual(['memo'])

    const settledElsewhere: string[] = []
    const tab = setup({ store, locks, onSettledElsewhere: (id) => settledElsewhere.push(id) })
    await started(tab)
    expect(tab.transport.calls).toEqual([])
    expect(tab.lane.uploading()).toEqual(['memo'])

    worker.transport.answerFor('memo', { kind: 'done' })
    await worker.lane.settled()
    await tab.lane.settled()
    expect(settledElsewhere).toEqual(['memo'])
    expect(tab.transport.calls).toEqual([])
    expect(store.log).toEqual(['uploaded memo'])
  })

  it('uploads a file the other context left waiting once its lock is free', async () => {
    const locks = new MemoryFileLocks()
    const store = new MemoryStore()
    store.add('memo', 5_000)
    const worker = setup({ store, locks })
    await started(worker)
    const tab = setup({ store, locks })
    await started(tab)
    await worker.lane.stop()
    await tab.clock.advance(0)
    expect(tab.transport.open()).toEqual(['memo'])
  })

  it('uploads two files at a time, the smallest first, and starts the next as one finishes', async () => {
    const t = setup()
    t.store.add('memo', 9_000_000)
    t.store.add('photo', 900_000)
    t.store.add('receipt', 200_000)
    await started(t)
    expect(UPLOAD_CONCURRENCY).toBe(2)
    expect(t.transport.open()).toEqual(['receipt', 'photo'])
    t.transport.answerFor('receipt', { kind: 'done' })
    await t.clock.advance(0)
    expect(t.transport.open()).toEqual(['photo', 'memo'])
    t.transport.answerFor('memo', { kind: 'done' })
    t.transport.answerFor('photo', { kind: 'done' })
    await t.lane.settled()
    expect(t.store.log).toEqual(['uploaded receipt', 'uploaded memo', 'uploaded photo'])
  })

  it('stores the upload address as soon as the server gives it, so another lane (a reload) resumes there', async () => {
    const t = setup()
    t.store.add('memo', 10_000)
    await started(t)
    const [call] = t.transport.calls
    call?.callbacks.onUrl('https://project.example/storage/v1/upload/resumable/abc')
    call?.callbacks.onProgress(8_000, 10_000)
    await t.lane.stop()
    expect(t.store.get('memo')).toMatchObject({
      status: 'waiting',
      upload_url: 'https://project.example/storage/v1/upload/resumable/abc',
      bytes_sent: 8_000,
    })
    expect(t.progress).toEqual(['memo 8000/10000'])

    const reloaded = setup()
    reloaded.store.files.set('memo', t.store.get('memo'))
    await started(reloaded)
    expect(reloaded.transport.calls[0]?.file.upload_url).toBe(
      'https://project.example/storage/v1/upload/resumable/abc',
    )
  })

  it('backs off a file that failed for a reason waiting can cure, and parks it after five failures', async () => {
    const t = setup()
    t.store.add('memo', 1_000)
    t.store.add('photo', 2_000)
    await started(t)
    t.transport.answerFor('photo', { kind: 'done' })
    for (let attempt = 1; attempt < PARK_AFTER_FAILURES; attempt++) {
      t.transport.answerFor('memo', { kind: 'retry', status: 503, reason: 'Service Unavailable' })
      await t.clock.advance(0)
      expect(t.store.get('memo')).toMatchObject({ attempts: attempt, error: 'Service Unavailable' })
      const wait = retryDelay(attempt, () => 0.5)
      await t.clock.advance(wait - 1)
      expect(t.transport.open()).toEqual([])
      await t.clock.advance(1)
      expect(t.transport.open()).toEqual(['memo'])
    }
    t.transport.answerFor('memo', { kind: 'retry', status: 0, reason: 'Failed to fetch' })
    await t.clock.advance(0)
    expect(t.store.get('memo')).toMatchObject({ attempts: PARK_AFTER_FAILURES, parked_at: t.clock.now() })
    await t.clock.advance(PARKED_RETRY_MS - 1)
    expect(t.transport.open()).toEqual([])
    // Parked, it is still tried once every half hour: a phone left alone delivers it in the end.
    await t.clock.advance(1)
    expect(t.transport.open()).toEqual(['memo'])
    t.transport.answerFor('memo', { kind: 'retry', status: 503, reason: 'Service Unavailable' })
    await t.clock.advance(0)
    expect(t.store.get('memo')).toMatchObject({ attempts: PARK_AFTER_FAILURES + 1, parked_at: t.clock.now() })

    await t.lane.retry('memo')
    await t.clock.advance(0)
    expect(t.transport.open()).toEqual(['memo'])
    expect(t.store.get('memo')).toMatchObject({ attempts: 0, parked_at: null })
  })

  it('gives parked files another round when the network comes back', async () => {
    const t = setup()
    t.store.add('memo', 1_000, { attempts: PARK_AFTER_FAILURES, parked_at: t.clock.now() })
    await started(t)
    expect(t.transport.open()).toEqual([])
    t.lane.setOnline(false)
    t.lane.setOnline(true)
    await t.clock.advance(0)
    expect(t.transport.open()).toEqual(['memo'])
  })

  it('gives parked files another round when the server answers again after an outage', async () => {
    const t = setup()
    t.store.add('memo', 1_000, { attempts: PARK_AFTER_FAILURES, parked_at: t.clock.now() })
    await started(t)
    expect(t.transport.open()).toEqual([])
    t.lane.serverBack()
    await t.clock.advance(0)
    expect(t.transport.open()).toEqual(['memo'])
    expect(t.store.get('memo')).toMatchObject({ attempts: 0, parked_at: null })
  })

  it('does not count failures while offline against a file', async () => {
    const t = setup()
    t.store.add('memo', 1_000)
    await started(t)
    t.lane.setOnline(false)
    t.transport.answerFor('memo', { kind: 'retry', status: 0, reason: 'Failed to fetch' })
    await t.clock.advance(0)
    expect(t.store.get('memo').attempts).toBeUndefined()
    expect(t.transport.open()).toEqual([])
  })

  it('keeps a refusal with its reason and goes on with the other files', async () => {
    const t = setup()
    t.store.add('big', 1_000)
    t.store.add('photo', 2_000)
    await started(t)
    t.transport.answerFor('big', {
      kind: 'refused',
      status: 413,
      reason: 'The object exceeded the maximum allowed size',
    })
    t.transport.answerFor('photo', { kind: 'done' })
    await t.lane.settled()
    expect(t.store.log).toEqual([
      'refused big: The object exceeded the maximum allowed size (413)',
      'uploaded photo',
    ])
  })

  it('takes a 409 as uploaded only where the name is the hash of the bytes', async () => {
    const t = setup()
    t.store.add('hashed', 1_000, { path: `${USER}/${HASH}.jpg` })
    t.store.add('timed', 2_000, { path: `${USER}/1764000000000.jpg` })
    await started(t)
    t.transport.answerFor('hashed', { kind: 'exists' })
    t.transport.answerFor('timed', { kind: 'exists' })
    await t.lane.settled()
    expect(t.store.log).toEqual([
      'uploaded hashed',
      'refused timed: Another file already has this name in storage (409)',
    ])
  })

  it('removes from storage the files whose change the member discarded, keeping one another row still uses', async () => {
    const t = setup()
    t.store.add('gone', 0, { status: 'discarded', path: `${USER}/${HASH}.jpg` })
    t.store.add('shared', 0, { status: 'discarded', path: `${USER}/${'d'.repeat(64)}.jpg` })
    t.remover.answers = ['removed', 'kept']
    await started(t)
    await t.lane.settled()
    expect(t.remover.asked).toEqual([`${USER}/${HASH}.jpg`, `${USER}/${'d'.repeat(64)}.jpg`])
    expect(t.store.log).toEqual(['forgot gone', 'forgot shared'])
    expect(t.transport.calls).toEqual([])
  })

  it('keeps a discarded file for the next pass while storage cannot be asked, and refreshes a refused token once', async () => {
    const t = setup()
    t.store.add('later', 0, { status: 'discarded' })
    t.remover.answers = ['retry']
    await started(t)
    await t.lane.settled()
    expect(t.store.log).toEqual([])
    t.remover.answers = ['auth', 'removed']
    t.lane.serverBack()
    await t.lane.settled()
    expect(t.refreshes()).toBe(1)
    expect(t.store.log).toEqual(['forgot later'])
  })

  it('refreshes the session once when the token is refused, then tries again', async () => {
    const t = setup()
    t.store.add('memo', 1_000)
    await started(t)
    t.transport.answerFor('memo', { kind: 'auth', reason: 'JWT expired' })
    await t.clock.advance(0)
    expect(t.refreshes()).toBe(1)
    expect(t.transport.open()).toEqual(['memo'])
    t.transport.answerFor('memo', { kind: 'auth', reason: 'JWT expired' })
    await t.clock.advance(0)
    expect(t.refreshes()).toBe(1)
    expect(t.store.get('memo')).toMatchObject({ attempts: 1, error: 'JWT expired' })
  })

  it('leaves the files untouched and waits for the next session when the session is gone', async () => {
    const t = setup({ refresh: false })
    t.store.add('memo', 1_000)
    await started(t)
    t.transport.answerFor('memo', { kind: 'auth', reason: 'JWT expired' })
    await t.lane.settled()
    await t.clock.advance(60_000)
    expect(t.transport.calls).toHaveLength(1)
    expect(t.store.get('memo')).toMatchObject({ status: 'waiting', error: null })
    expect(t.store.get('memo').attempts).toBeUndefined()
    await started(t)
    expect(t.transport.open()).toEqual(['memo'])
  })

  it('holds large files on a constrained connection until the member says go or the connection improves', async () => {
    const t = setup({ constrained: true })
    t.store.add('memo', LARGE_FILE_BYTES + 1)
    t.store.add('photo', LARGE_FILE_BYTES)
    await started(t)
    expect(t.transport.open()).toEqual(['photo'])
    await t.lane.sendAnyway('memo')
    await t.clock.advance(0)
    expect(t.transport.open()).toEqual(['photo', 'memo'])

    const u = setup({ constrained: true })
    u.store.add('memo', LARGE_FILE_BYTES + 1)
    await started(u)
    expect(u.transport.open()).toEqual([])
    u.network.value = false
    u.lane.nudge()
    await u.clock.advance(0)
    expect(u.transport.open()).toEqual(['memo'])
  })

  it('aborts the uploads in flight on stop and records nothing of them afterwards', async () => {
    const t = setup()
    t.store.add('memo', 1_000)
    await started(t)
    const [call] = t.transport.calls
    await t.lane.stop()
    expect(call?.callbacks.signal.aborted).toBe(true)
    call?.callbacks.onUrl('late')
    expect(t.store.get('memo')).toMatchObject({ status: 'waiting' })
    expect(t.store.get('memo').upload_url).toBeUndefined()
  })

  it("uploads only the lane's user's files and switches with the user", async () => {
    const t = setup()
    t.store.add('mine', 1_000)
    t.store.add('theirs', 1_000, { user_id: 'u2' })
    await started(t)
    expect(t.transport.open()).toEqual(['mine'])
    t.lane.start('u2')
    await t.clock.advance(0)
    expect(t.transport.open()).toEqual(['theirs'])
  })
})

describe('the lane’s order and backoff', () => {
  it('skips files in flight, parked or not yet due, and says when the next one is due', () => {
    const plan = nextUploads(
      [
        { id: 'a', size: 5, created_at: 1 },
        { id: 'b', size: 1, created_at: 2, parked_at: 10 },
        { id: 'c', size: 2, created_at: 3, next_attempt_at: 500 },
        { id: 'd', size: 3, created_at: 4, next_attempt_at: 300 },
        { id: 'e', size: 1, created_at: 5 },
      ],
      { now: 100, running: new Set(['a']), constrained: false },
    )
    expect(plan).toEqual({ start: ['e'], wakeAt: 300, heldForNetwork: [] })
  })

  it('waits 5 s, 15 s, 45 s… (±half) and never more than ten minutes', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, () => 1))).toEqual([5_000, 15_000, 45_000])
    expect(retryDelay(1, () => 0)).toBe(2_500)
    expect(retryDelay(20, () => 1)).toBe(600_000)
  })
})

describe('how a TUS answer reads to the lane', () => {
  const answered = (status: number, body: string, method = 'POST') =>
    Object.assign(new Error('tus: unexpected response'), {
      originalRequest: { getMethod: () => method },
      originalResponse: { getStatus: () => status, getBody: () => body },
    }) as unknown as Error

  it('sorts answers into done-already, refresh, retry and refusal', () => {
    expect(outcomeOf(answered(409, '{"message":"The resource already exists"}'))).toEqual({ kind: 'exists' })
    // A chunk sent from an offset the server no longer holds (a cut mid-chunk): not "already there".
    expect(outcomeOf(answered(409, 'Offset-Conflict', 'PATCH'))).toMatchObject({ kind: 'retry', status: 409 })
    expect(outcomeOf(answered(401, '{"message":"JWT expired"}'))).toEqual({
      kind: 'auth',
      reason: 'JWT expired',
    })
    expect(outcomeOf(answered(400, '{"statusCode":"403","message":"jwt expired"}'))).toMatchObject({
      kind: 'auth',
    })
    expect(outcomeOf(new Error('tus: failed to upload chunk'))).toMatchObject({ kind: 'retry', status: 0 })
    expect(outcomeOf(answered(503, 'Service Unavailable'))).toMatchObject({ kind: 'retry', status: 503 })
    expect(outcomeOf(answered(423, 'locked'))).toMatchObject({ kind: 'retry' })
    expect(outcomeOf(answered(413, '{"message":"The object exceeded the maximum allowed size"}'))).toEqual({
      kind: 'refused',
      status: 413,
      reason: 'The object exceeded the maximum allowed size',
    })
    expect(
      outcomeOf(answered(403, '{"message":"new row violates row-level security policy"}')),
    ).toMatchObject({
      kind: 'refused',
      status: 403,
    })
  })
})
