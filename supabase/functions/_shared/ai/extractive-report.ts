import type { ReportFields, SessionMetadata } from './provider.ts'

// The local provider's session report (001 §3 fields), built only from the transcript's own sentences:
// decisions, action items, next steps, recommendations and insights are found by cue words, each
// sentence going to the first category it fits. Deterministic: the same transcript gives the same
// report. Nothing is invented; an empty category stays empty.

const MAX_ITEMS = 5
const SPEAKER = /^([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}):\s+/

const CUES: readonly {
  field: keyof Omit<ReportFields, 'title' | 'executive_summary' | 'attendees'>
  cue: RegExp
}[] = [
  {
    field: 'decisions',
    cue: /\b(decided|decide|agreed|agree to|decision|settled on|approved|we will go with)\b/i,
  },
  {
    field: 'action_items',
    cue: /\b(action item|to-?do|need to|needs to|must|will (send|prepare|draft|share|update|build|write|review|set up|call|email|follow)|take care of|responsible for|assigned to|owner is|by (monday|tuesday|wednesday|thursday|friday|the end of))\b/i,
  },
  {
    field: 'next_steps',
    cue: /\b(next step|next steps|next week|next session|next meeting|follow[- ]?up|schedule|before our next|going forward|after that)\b/i,
  },
  {
    field: 'recommendations',
    cue: /\b(recommend|suggest|should|consider|advise|would be better|it makes sense to)\b/i,
  },
  {
    field: 'key_insights',
    cue: /\b(insight|learned|learnt|realised|realized|key|important|noticed|the main|biggest|risk|opportunity|because|means that)\b/i,
  },
]

interface Sentence {
  text: string
  speaker: string | null
}

function sentencesOf(transcript: string): Sentence[] {
  const sentences: Sentence[] = []
  for (const rawLine of transcript.split(/\r?\n+/)) {
    const speaker = SPEAKER.exec(rawLine.trim())?.[1] ?? null
    const line = rawLine.trim().replace(SPEAKER, '')
    for (const part of line.split(/(?<=[.!?])\s+/)) {
      const text = part.trim()
      if (text.split(/\s+/).length >= 3) sentences.push({ text, speaker })
    }
  }
  return sentences
}

const unique = (values: readonly string[]) => [...new Set(values)]

export function extractiveReport(transcript: string, metadata: SessionMetadata): ReportFields {
  const sentences = sentencesOf(transcript)
  const found: Record<(typeof CUES)[number]['field'], string[]> = {
    decisions: [],
    action_items: [],
    next_steps: [],
    recommendations: [],
    key_insights: [],
  }
  const used = new Set<string>()
  for (const { text } of sentences) {
    const match = CUES.find(({ cue }) => cue.test(text))
    if (!match || found[match.field].length >= MAX_ITEMS) continue
    found[match.field].push(text)
    used.add(text)
  }
  const summary = sentences
    .map((sentence) => sentence.text)
    .filter((text) => !used.has(text))
    .slice(0, 3)
  const opening = sentences.slice(0, 2).map((sentence) => sentence.text)
  const who = metadata.clientName ? ` with ${metadata.clientName}` : ''
  const when = metadata.date ? ` on ${metadata.date}` : ''
  const heading = `${metadata.sessionType}${who}${when} (${metadata.duration} minutes).`
  return {
    title: metadata.clientName
      ? `${metadata.sessionType}: ${metadata.clientName}`
      : `${metadata.sessionType} report`,
    executive_summary: [heading, ...(summary.length > 0 ? summary : opening)].join(' '),
    ...found,
    attendees: unique([
      ...(metadata.clientName ? [metadata.clientName] : []),
      ...sentences.flatMap((sentence) => (sentence.speaker ? [sentence.speaker] : [])),
    ]),
  }
}
