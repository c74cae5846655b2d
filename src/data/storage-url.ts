/**
 * Addresses of storage objects, built the way supabase-js builds them, so features that never import
 * supabase-js can name a file before it exists: a capture row points at its photo while the photo still
 * waits on this device for the network. Public buckets are read at their public address (002 §7 "then
 * get the public URL"); members' private files at their authenticated address, which the app reads
 * through a signed URL (`useLocalFile`).
 */
function apiBase(): string {
  return (import.meta.env.VITE_SUPABASE_URL || window.location.origin).replace(/\/+$/, '')
}

const OBJECTS = '/storage/v1/object/'
const ACCESS = ['public/', 'authenticated/'] as const

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

export function publicFileUrl(bucket: string, path: string): string {
  return `${apiBase()}${OBJECTS}public/${bucket}/${encodePath(path)}`
}

export function privateFileUrl(bucket: string, path: string): string {
  return `${apiBase()}${OBJECTS}authenticated/${bucket}/${encodePath(path)}`
}

/**
 * The bucket path of a file address of this project (public or authenticated form: rows written
 * before the captures bucket became private hold the public one), or null for any other address.
 */
export function storagePathOf(url: string | null | undefined, bucket: string): string | null {
  if (!url) return null
  for (const access of ACCESS) {
    const start = `${apiBase()}${OBJECTS}${access}${bucket}/`
    if (url.startsWith(start)) return url.slice(start.length).split('/').map(decodeURIComponent).join('/')
  }
  return null
}
