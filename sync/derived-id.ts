/**
 * The id of a row in a table whose rows are unique per another key (`conflictKey`: one notification
 * row per member, one push subscription per device): derived from that key, exactly as the server's
 * `sync_derived_id` does, so every device creates the same row instead of fighting over the id.
 * SHA-256 of `<table>:<key values joined by ':'>`, shaped as a version 8 UUID.
 */
export async function derivedId(table: string, keyValues: readonly string[]): Promise<string> {
  const text = `${table}:${keyValues.join(':')}`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  const shaped = `${hex.slice(0, 12)}8${hex.slice(13, 16)}${variant}${hex.slice(17, 32)}`
  return `${shaped.slice(0, 8)}-${shaped.slice(8, 12)}-${shaped.slice(12, 16)}-${shaped.slice(16, 20)}-${shaped.slice(20, 32)}`
}
