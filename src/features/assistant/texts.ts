/** 001 §8 assistant messages; the support address is the site's contact address. */
export const SUPPORT_EMAIL = 'hello@jul.example'

export const CHAT_TEXTS = {
  connectionErrorTitle: 'Connection Error',
  connectionErrorBody: "I'm having trouble connecting right now. Please try again in a moment.",
  apology: `I apologize, but I'm having trouble connecting right now. Please try again in a moment, or email our support team at ${SUPPORT_EMAIL}.`,
  emptyApology: `I'm sorry, I couldn't find an answer to that. Please try asking another way, or email our support team at ${SUPPORT_EMAIL}.`,
  greeting:
    "Hi, I'm YEL, your JUL assistant. Ask me about sessions, pricing, templates, the JUL Board or your membership.",
  // Ours: said once when the answer comes from this device because the network is down.
  offlineNote: "You're offline, so this answer comes from this device.",
} as const

export const ASSISTANT_TEXTS = {
  open: 'Chat with YEL',
  title: 'YEL Assistant',
  description: 'Quick answers about JUL.',
  input: 'Message YEL',
  send: 'Send',
  thinking: 'YEL is typing...',
} as const
