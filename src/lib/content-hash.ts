/**
 * The SHA-256 of a file's bytes in hex, its name in storage (content-addressed). Null where the browser
 * offers no Web Crypto (a page served over plain http on a LAN address): the file is then named by time.
 */
export async function contentHash(blob: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return null
  const digest = new Uint8Array(await subtle.digest('SHA-256', await blob.arrayBuffer()))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
