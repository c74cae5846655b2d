/**
 * Public addresses of files in a public storage bucket (002 §7 "then get the public URL"), built the way
 * supabase-js builds them, so features that never import supabase-js can name a file before it exists:
 * a capture row points at its photo while the photo still waits on this device for the network.
 */
function apiBase(): string {
  return (import.meta.env.VITE_SUPABASE_URL || window.location.origin).replace(/\/+$/, '')
}

const PREFIX = '/storage/v1/object/public/'

export function publicFileUrl(bucket: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  return `${apiBase()}${PREFIX}${bucket}/${encoded}`
}

/** The bucket path of a public file address of this project, or null for any other address. */
export function storagePathOf(url: string | null | undefined, bucket: string): string | null {
  if (!url) return null
  const start = `${apiBase()}${PREFIX}${bucket}/`
  if (!url.startsWith(start)) return null
  return url.slice(start.length).split('/').map(decodeURIComponent).join('/')
}
