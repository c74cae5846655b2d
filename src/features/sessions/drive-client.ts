import type { DriveRecording } from '../../lib/recording-match.ts'

/**
 * Google Drive for session recordings (001 §2, §7): Google's own sign-in (Identity Services token
 * client, read-only scope) and the Drive REST API. Nothing here runs without the keys from
 * get-google-keys, so a machine without them never shows a recording.
 */

export interface DriveClient {
  /** Asks the member to allow read-only access; resolves once a token is held. */
  connect(): Promise<void>
  /** 001 §7: video files whose name contains meet or recording, newest first, page size 20. */
  listRecordings(): Promise<DriveRecording[]>
  download(recording: DriveRecording): Promise<Blob>
}

export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.readonly'
export const RECORDINGS_PAGE_SIZE = 20
const GIS_SCRIPT = 'https://accounts.google.com/gsi/client'
const FILES_URL = 'https://www.googleapis.com/drive/v3/files'

export const RECORDINGS_QUERY =
  "mimeType contains 'video/' and (name contains 'meet' or name contains 'recording') and trashed = false"

interface TokenResponse {
  access_token?: string
  error?: string
}

interface TokenClient {
  requestAccessToken(options?: { prompt?: string }): void
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string
        scope: string
        callback: (response: TokenResponse) => void
        error_callback?: (error: { type?: string }) => void
      }): TokenClient
    }
  }
}

function identity(): GoogleIdentity | null {
  const candidate: unknown = Reflect.get(window, 'google')
  return candidate && typeof candidate === 'object' && 'accounts' in candidate
    ? (candidate as GoogleIdentity)
    : null
}

let scriptLoading: Promise<GoogleIdentity> | null = null

function loadIdentity(): Promise<GoogleIdentity> {
  const ready = identity()
  if (ready) return Promise.resolve(ready)
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GIS_SCRIPT
    script.async = true
    script.onload = () => {
      const loaded = identity()
      if (loaded) resolve(loaded)
      else reject(new Error('Google Identity Services did not load'))
    }
    script.onerror = () => {
      scriptLoading = null
      reject(new Error('Google Identity Services could not be reached'))
    }
    document.head.append(script)
  })
  return scriptLoading
}

function isRecording(value: unknown): value is DriveRecording {
  return (
    value !== null &&
    typeof value === 'object' &&
    'id' in value &&
    typeof value.id === 'string' &&
    'name' in value &&
    typeof value.name === 'string' &&
    'createdTime' in value &&
    typeof value.createdTime === 'string'
  )
}

export function createGoogleDrive(
  keys: { apiKey: string; clientId: string },
  fetcher: typeof fetch = fetch,
): DriveClient {
  let token: string | null = null

  const authorised = async (url: string): Promise<Response> => {
    if (!token) throw new Error('Not connected to Google Drive')
    const response = await fetcher(url, { headers: { Authorization: `Bearer ${token}` } })
    if (response.status === 401) token = null
    if (!response.ok) throw new Error(`Google Drive answered ${response.status}`)
    return response
  }

  return {
    async connect() {
      const google = await loadIdentity()
      token = await new Promise<string>((resolve, reject) => {
        const client = google.accounts.oauth2.initTokenClient({
          client_id: keys.clientId,
          scope: DRIVE_SCOPE,
          callback: (response) =>
            response.access_token
              ? resolve(response.access_token)
              : reject(new Error(response.error ?? 'No token')),
          error_callback: (error) => reject(new Error(error.type ?? 'Sign-in was not completed')),
        })
        client.requestAccessToken({ prompt: '' })
      })
    },
    async listRecordings() {
      const url = new URL(FILES_URL)
      url.searchParams.set('q', RECORDINGS_QUERY)
      url.searchParams.set('orderBy', 'createdTime desc')
      url.searchParams.set('pageSize', String(RECORDINGS_PAGE_SIZE))
      url.searchParams.set('fields', 'files(id,name,mimeType,createdTime,webViewLink,size)')
      url.searchParams.set('key', keys.apiKey)
      const body: unknown = await (await authorised(url.toString())).json()
      const files =
        body && typeof body === 'object' && 'files' in body && Array.isArray(body.files) ? body.files : []
      return files.filter(isRecording)
    },
    async download(recording) {
      const url = `${FILES_URL}/${encodeURIComponent(recording.id)}?alt=media&key=${encodeURIComponent(keys.apiKey)}`
      return (await authorised(url)).blob()
    },
  }
}
