import { encodePhoto } from './photo-encode.ts'

// Decoding a 12-megapixel photo and scaling it takes a phone a few hundred milliseconds: off the main
// thread, so the capture screen keeps answering meanwhile.
addEventListener('message', (event: MessageEvent<Blob>) => {
  encodePhoto(event.data).then(
    (photo) => postMessage({ ok: true, photo }),
    (error: unknown) =>
      postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  )
})
