// The local chat assistant's keyword replies (001 §8: "a local keyword-based canned reply exists as
// fallback"). Each reply repeats what the spec states (prices, durations, tiers, features), so the
// local assistant is useful and never invents facts. First matching topic wins, so a greeting only answers when nothing else matched.

interface Topic {
  keywords: RegExp
  reply: string
}

const TOPICS: readonly Topic[] = [
  {
    keywords: /\b(retainer|monthly support|ongoing)\b/i,
    reply:
      'The monthly retainer is €1,950 per month in the campaign (the booking widget shows €1,995 per month). It follows a strategy session and can lead to a selective equity partnership.',
  },
  {
    keywords: /\b(equity|partnership|stake)\b/i,
    reply:
      'The equity partnership is selective and by application: equity grants range from 0.5 to 2 percent, after a strategy session and the retainer.',
  },
  {
    keywords: /\b(report|recording|recap|minutes|transcript)\b/i,
    reply:
      'After a recorded session, Generate report writes an AI session report with a summary, key insights, action items, recommendations and next steps, and approved meeting minutes are created.',
  },
  {
    keywords: /\b(mobile|app|phone|premium)\b/i,
    reply:
      'The mobile app has three plans: free (€0), premium (€9.99 per month) and pro (€19.99 per month). Premium adds quick capture and sending in the advisor and peer rooms; pro adds the AI voice assistant and the cross-group room.',
  },
  {
    keywords: /\b(session|book|booking|call|meeting|strategy)\b/i,
    reply:
      'A strategy session is 90 minutes with your advisor for €495. Book it from the Sessions tab: choose the service, the session focus (Strategy & Growth, Fundraising, Operations or Market Entry) and a timeline.',
  },
  {
    keywords: /\b(price|pricing|cost|pay|plan|upgrade|pro|standard|subscription|billing)\b/i,
    reply:
      'Desktop Standard is free and mostly view-only. Desktop Pro is €995 per month: full editing, export, two-way messaging and the full template library. Use Upgrade to Pro in the console to start.',
  },
  {
    keywords: /\b(template|templates|model|deck|spreadsheet)\b/i,
    reply:
      'The Templates tab has financial, strategic, investor, go-to-market and operations templates, such as the SaaS financial model and the 22-slide investor deck. Pro templates need Desktop Pro.',
  },
  {
    keywords: /\b(board|julboard|task|tasks|milestone|okr|decision)\b/i,
    reply:
      'The JUL Board shows your metrics snapshot (MRR, runway, pipeline, team), check-ins, key decisions, milestones and OKRs. Editing needs Desktop Pro.',
  },
  {
    keywords: /\b(room|rooms|yel room|message|messages|chat with)\b/i,
    reply:
      'YEL Room has three rooms: julius (all users), peer (premium and up) and cross-group (pro only). Standard members receive; Pro members reply.',
  },
  {
    keywords: /\b(capture|quick add|note|photo|voice memo|inbox)\b/i,
    reply:
      'Quick Add captures voice, photos and text notes. On a board card the capture is attached to that card, in a session it goes to the session notes, otherwise to your Capture Inbox.',
  },
  {
    keywords: /\b(card|membership|wallet|member)\b/i,
    reply:
      'Your membership card shows your tier (Forge, Workshop or Studio), your name and card number, with Download, Share and Add to Apple Wallet.',
  },
  {
    keywords: /\b(help|support|contact|problem|issue)\b/i,
    reply:
      'Turn on help mode with the help toggle for guided tooltips, or open the learning hub for walkthroughs. For anything else, contact the JUL team from the Contact page.',
  },
  {
    keywords: /\b(hi|hello|hey|good (morning|afternoon|evening))\b/i,
    reply:
      "Hello, I'm YEL, your JUL assistant. Ask me about sessions, pricing, templates, the JUL Board, YEL Room or your membership.",
  },
]

export const DEFAULT_REPLY =
  "I'm YEL, running without an AI model here, so I answer from what I know about JUL. Ask me about sessions, pricing, templates, the JUL Board, YEL Room, captures or your membership."

export function keywordReply(message: string): string {
  return TOPICS.find((topic) => topic.keywords.test(message))?.reply ?? DEFAULT_REPLY
}
