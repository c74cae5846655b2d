/**
 * Field capture on a weak link: a 10 MB voice memo over a throttled connection that drops at 80 %,
 * then a reload. The upload lane (TUS through tus-js-client, the app's transport, with its upload
 * address kept on the file) resumes where the server holds the bytes; a plain upload, as the app did
 * before, starts again from byte 0. Printed, never asserted: bytes sent ÷ file size and the time, side
 * by side. Run: `npx tsx tests/bench/uploads.bench.ts`.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { startLocalServer } from '../../supabase/local/server.ts'
import { startCutProxy } from '../backend/support/cut-proxy.ts'
import { laneFor, MemoryUploadStore, type StoredFile } from '../backend/support/upload-lane-fixtures.ts'

const SIZE = 10 * 1000 * 1000
const CUT_AT = 0.8
/** About 16 Mbit/s: a usable 4G link, so a run takes seconds while a cut still lands mid-chunk. */
const BYTES_PER_SECOND = 2 * 1000 * 1000
const FIXTURES = fileURLToPath(new URL('../backend/server/fixtures/migrations', import.meta.url))
const NO_SEED = fileURLToPath(new URL('../backend/server/fixtures/no-seed', import.meta.url))

const server = await startLocalServer({
  port: 0,
  migrationsDir: FIXTURES,
  seedDir: NO_SEED,
  logLevel: 'error',
})
const proxy = await startCutProxy(server.url, { bytesPerSecond: BYTES_PER_SECOND })
try {
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@test.local`, password: 'bench-password-1' }),
  })
  const session = (await signUp.json()) as { access_token: string; user: { id: string } }
  const bytes = new Uint8Array(randomBytes(SIZE))
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  // The upload lane: cut at 80 %, the tab reloads (a new lane over the same records), it resumes.
  const store = new MemoryUploadStore()
  const file: StoredFile = {
    id: 'memo',
    user_id: session.user.id,
    bucket: 'docs',
    path: `${session.user.id}/memo-${Date.now()}.webm`,
    blob: new Blob([bytes], { type: 'application/octet-stream' }),
    content_type: 'application/octet-stream',
    created_at: Date.now(),
    status: 'waiting',
    error: null,
  }
  store.files.set(file.id, file)
  const config = { supabaseUrl: proxy.url, anonKey: server.anonKey, accessToken: session.access_token }
  let start = proxy.bodyBytes()
  const laneStarted = performance.now()
  proxy.cutAt(start + Math.round(SIZE * CUT_AT))
  const first = laneFor(store, config)
  first.start(session.user.id)
  await until(() => (file.attempts ?? 0) >= 1)
  await first.stop()
  file.next_attempt_at = null
  const second = laneFor(store, config)
  second.start(session.user.id)
  await until(() => file.status !== 'waiting')
  await second.stop()
  const laneMs = performance.now() - laneStarted
  const laneBytes = proxy.bodyBytes() - start

  // The old way: one POST of the whole file, again from byte 0 after the cut.
  start = proxy.bodyBytes()
  const plainStarted = performance.now()
  proxy.cutAt(start + Math.round(SIZE * CUT_AT))
  const post = () =>
    fetch(`${proxy.url}/storage/v1/object/docs/${session.user.id}/plain-${Date.now()}.webm`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/octet-stream',
      },
      body: bytes,
    })
  await post().catch(() => null)
  const plain = await post()
  const plainMs = performance.now() - plainStarted
  const plainBytes = proxy.bodyBytes() - start

  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`
  console.log(
    `${mb(SIZE)} memo over ${mb(BYTES_PER_SECOND)}/s, cut at ${CUT_AT * 100} %, then resumed (local server)`,
  )
  console.log(
    `  upload lane (TUS, 6 MB chunks): ${file.status}, ${mb(laneBytes)} sent = ${(laneBytes / SIZE).toFixed(2)}× the file, ${(laneMs / 1000).toFixed(1)} s`,
  )
  console.log(
    `  one plain POST, restarted:      ${plain.ok ? 'uploaded' : plain.status}, ${mb(plainBytes)} sent = ${(plainBytes / SIZE).toFixed(2)}× the file, ${(plainMs / 1000).toFixed(1)} s`,
  )
  console.log(
    '  (hosted Storage keeps whole 6 MB chunks only: the same cut resends 4 MB there, 1.20× the file)',
  )
} finally {
  await proxy.close()
  await server.close()
}
