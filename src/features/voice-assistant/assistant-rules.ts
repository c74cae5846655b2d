/**
 * 002 §4: idle → recording → processing → response ready. `offline` keeps the recording until the
 * network returns; `error` shows why the last attempt gave nothing.
 */
export type AssistantPhase =
  | { phase: 'idle'; message: string | null }
  | { phase: 'recording' }
  | { phase: 'processing' }
  | { phase: 'offline' }
  | { phase: 'response'; transcript: string; response: string }

/** The transcript voice-to-text answered, or null when it heard nothing (002 §5). */
export function transcriptOf(data: unknown): string | null {
  const text = data && typeof data === 'object' && 'text' in data ? data.text : null
  return typeof text === 'string' && text.trim() ? text.trim() : null
}

export function responseOf(data: unknown): string | null {
  const response = data && typeof data === 'object' && 'response' in data ? data.response : null
  return typeof response === 'string' && response.trim() ? response : null
}

/** The recording as base64 (002 §2.11: "Audio is recorded as webm and sent as base64"). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  const chunk = 0x8000
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk))
  }
  return btoa(binary)
}

/** 002 §2.11: the toggle is remembered on this device. Do not rename without a migration. */
export const ASSISTANT_ENABLED_KEY = 'jul-voice-assistant-enabled'
