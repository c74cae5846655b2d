import { createContext, useContext } from 'react'

/**
 * The signed-in member's private files (the captures bucket): read through short-lived signed URLs,
 * which an <img> or <audio> can load without the session's header. src/app builds it on the page's
 * supabase-js client; tests pass a fake.
 */
export interface MemberFiles {
  /** A signed address of a file the member may read, or null when storage refuses (gone, not theirs). */
  signedUrl(bucket: string, path: string): Promise<string | null>
}

/** How long a signed address works: long enough for a screen to load its media, short if it leaks. */
export const SIGNED_URL_SECONDS = 3600

export const MemberFilesContext = createContext<MemberFiles | null>(null)

export function useMemberFiles(): MemberFiles | null {
  return useContext(MemberFilesContext)
}
