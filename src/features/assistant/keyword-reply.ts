/**
 * The assistant's local keyword answers (001 §8: "a local keyword-based canned reply exists as
 * fallback"), used on this device when it is offline. They repeat only what the spec states. The
 * server's local provider (supabase/functions/_shared/ai/chat-replies.ts) answers the same topics
 * online; the two cannot share a file because the app and the functions never import each other.
 */
interface Topic {
  keywords: RegExp
  reply: string
}

const TOPICS: readonly Topic[] = [
  {
    keywords: /\b(retainer|monthly support|ongoing)\b/i,
    reply:
      'The monthly retainer is €1,950 per month in the campaign (the booking widget shows €1,995 per month).',
  },
  {
    keywords: /\b(equity|partnership|stake)\b/i,
    reply: 'The equity partnership is selective: equity grants range from 0.5 to 2 percent.',
  },
  {
    keywords: /\b(session|book|booking|meeting|strategy)\b/i,
    reply: 'A strategy session is 90 minutes with your advisor for €495. Book it from the Sessions tab.',
  },
  {
    keywords: /\b(price|pricing|cost|plan|upgrade|pro|standard|subscription|billing)\b/i,
    reply:
      'Desktop Standard is free and mostly view-only; Desktop Pro is €995 per month with full editing, export and two-way messaging.',
  },
  {
    keywords: /\b(template|templates|deck|spreadsheet|model)\b/i,
    reply:
      'The Templates tab has financial, strategic, investor, go-to-market and operations templates. Pro templates need Desktop Pro.',
  },
  {
    keywords: /\b(board|julboard|task|milestone|okr|decision)\b/i,
    reply:
      'The JUL Board shows your metrics (MRR, runway, pipeline, team), check-ins, key decisions, milestones and OKRs.',
  },
  {
    keywords: /\b(room|rooms|message|messages)\b/i,
    reply: 'YEL Room has three rooms: julius (all users), peer (Premium+) and cross-group (Pro only).',
  },
  {
    keywords: /\b(capture|quick add|note|photo|voice memo|inbox)\b/i,
    reply:
      'Quick Add captures voice, photos and text notes; they wait on this device and sync when you are back online.',
  },
  {
    keywords: /\b(hi|hello|hey)\b/i,
    reply: "Hello, I'm YEL. Ask me about sessions, pricing, templates, the JUL Board or YEL Room.",
  },
]

export const DEFAULT_LOCAL_REPLY =
  'I can answer questions about sessions, pricing, templates, the JUL Board, YEL Room and captures while you are offline.'

export function keywordReply(message: string): string {
  return TOPICS.find((topic) => topic.keywords.test(message))?.reply ?? DEFAULT_LOCAL_REPLY
}
