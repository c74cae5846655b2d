/**
 * The YEL chat's rules (001 §3, §5, §8): a message is {id, text, isUser, timestamp}; a send is ignored
 * when the text is blank or a reply is pending; the reply is the function's `response`, an apology when
 * it is empty or the call failed, and the local keyword answer when the device is offline.
 */
export interface ChatMessage {
  id: string
  text: string
  isUser: boolean
  timestamp: number
}

export function canSend(text: string, pending: boolean): boolean {
  return !pending && text.trim() !== ''
}

/** The reply text in the function's answer ({ response }), or null when it has none. */
export function responseText(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('response' in data)) return null
  const { response } = data
  return typeof response === 'string' && response.trim() !== '' ? response.trim() : null
}

export function chatMessage(
  text: string,
  isUser: boolean,
  now: number,
  id: string = crypto.randomUUID(),
): ChatMessage {
  return { id, text, isUser, timestamp: now }
}

export type AssistantReply =
  /** The assistant answered (or answered nothing useful: then the apology). */
  | { kind: 'answer'; text: string }
  /** Offline: the device's keyword answer. */
  | { kind: 'local'; text: string }
  /** The call failed: 'Connection Error' is shown, and the apology joins the thread. */
  | { kind: 'error'; text: string }

/** 001 §9: the simulated bot replies after 1 to 2 s, so an answer made on the device still reads as a reply. */
export const LOCAL_REPLY_DELAY_MS = { min: 1_000, max: 2_000 } as const

/** A delay within 001 §9's window; `random` is in [0, 1), as Math.random. */
export function localReplyDelay(random: number): number {
  const { min, max } = LOCAL_REPLY_DELAY_MS
  return min + Math.min(Math.max(random, 0), 1) * (max - min)
}

/**
 * What the assistant says to `message`; `ask` is the ai-chat call, `local` the keyword answer, given
 * after `wait(localReplyDelay(random()))`.
 */
export async function assistantReply(
  message: string,
  deps: {
    online: boolean
    ask: (message: string) => Promise<unknown>
    local: (message: string) => string
    apology: string
    emptyApology: string
    wait: (ms: number) => Promise<void>
    random: () => number
  },
): Promise<AssistantReply> {
  const text = message.trim()
  if (!deps.online) {
    await deps.wait(localReplyDelay(deps.random()))
    return { kind: 'local', text: deps.local(text) }
  }
  try {
    return { kind: 'answer', text: responseText(await deps.ask(text)) ?? deps.emptyApology }
  } catch {
    return { kind: 'error', text: deps.apology }
  }
}
