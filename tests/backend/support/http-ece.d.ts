// http_ece (a dependency of web-push) ships no types; the push tests decrypt with it as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer
  }
  export default ece
}
