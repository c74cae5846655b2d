import { useCallback } from 'react'
import { create } from 'zustand'
import { useAuth } from '../../data/auth.ts'
import { useInvokeFunction } from '../../data/functions.ts'
import { toast } from '../../ui/toaster.tsx'
import { assistantReply, type ChatMessage, canSend, chatMessage } from './chat-rules.ts'
import { keywordReply } from './keyword-reply.ts'
import { CHAT_TEXTS } from './texts.ts'

interface ChatStore {
  messages: ChatMessage[]
  pending: boolean
  offlineNoted: boolean
}

/** The conversation is view state: kept while the page is open (closing the bubble keeps it), never stored. */
const useChatStore = create<ChatStore>()(() => ({
  messages: [chatMessage(CHAT_TEXTS.greeting, false, Date.now(), 'greeting')],
  pending: false,
  offlineNoted: false,
}))

const add = (message: ChatMessage) =>
  useChatStore.setState((state) => ({ messages: [...state.messages, message] }))

/** The YEL chat (001 §2, §7 ai-chat with {message, userId}). */
export function useAssistantChat() {
  const invoke = useInvokeFunction()
  const userId = useAuth().user?.id ?? null
  const messages = useChatStore((state) => state.messages)
  const pending = useChatStore((state) => state.pending)

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!canSend(text, useChatStore.getState().pending)) return false
      add(chatMessage(text.trim(), true, Date.now()))
      useChatStore.setState({ pending: true })
      const reply = await assistantReply(text, {
        online: navigator.onLine,
        ask: (message) => invoke('ai-chat', { body: { message, userId } }),
        local: keywordReply,
        apology: CHAT_TEXTS.apology,
        emptyApology: CHAT_TEXTS.emptyApology,
      })
      if (reply.kind === 'error') {
        toast.error(CHAT_TEXTS.connectionErrorTitle, {
          description: CHAT_TEXTS.connectionErrorBody,
        })
      }
      if (reply.kind === 'local' && !useChatStore.getState().offlineNoted) {
        useChatStore.setState({ offlineNoted: true })
        add(chatMessage(CHAT_TEXTS.offlineNote, false, Date.now()))
      }
      add(chatMessage(reply.text, false, Date.now()))
      useChatStore.setState({ pending: false })
      return true
    },
    [invoke, userId],
  )

  return { messages, pending, send }
}
