/** Capture context of spec 000 §4.6 and 002 §2.7, §4. */
export const CAPTURE_CONTEXT_TYPES = [
  'unknown',
  'home',
  'julboard_list',
  'julboard_card',
  'session_recap',
  'media_library',
] as const

export type CaptureContextType = (typeof CAPTURE_CONTEXT_TYPES)[number]

/** The context types that carry no card or session of their own. */
export type PlainContextType = Exclude<CaptureContextType, 'julboard_card' | 'session_recap'>

export type CaptureContext =
  | { type: 'julboard_card'; cardId: string; cardTitle: string }
  | { type: 'session_recap'; sessionId: string; sessionTitle: string }
  | { type: PlainContextType }

export type CaptureDestination = 'card' | 'session_notes' | 'inbox' | 'media_library' | 'choose'

/** Where a capture lands: the card, the session notes, the Inbox, the Media Library, or the user picks. */
export function captureDestination(context: CaptureContext): CaptureDestination {
  switch (context.type) {
    case 'julboard_card':
      return 'card'
    case 'session_recap':
      return 'session_notes'
    case 'home':
    case 'julboard_list':
      return 'inbox'
    case 'media_library':
      return 'media_library'
    default:
      return 'choose'
  }
}

/**
 * When the context is unknown it is inferred from the path (000 §4.6): '/' or a path with
 * 'overview' is home; 'julboard' without 'card' is the board list; 'media' is the media library.
 */
export function inferContextFromPath(path: string): PlainContextType {
  const lower = path.toLowerCase()
  if (lower === '/' || lower.includes('overview')) return 'home'
  if (lower.includes('julboard') && !lower.includes('card')) return 'julboard_list'
  if (lower.includes('media')) return 'media_library'
  return 'unknown'
}

/** The context used for a capture: the one a page set, else the one inferred from the path. */
export function resolveCaptureContext(context: CaptureContext, path: string): CaptureContext {
  if (context.type !== 'unknown') return context
  return { type: inferContextFromPath(path) }
}

/** Context detection of 002 §4: route kind and its confidence, logged as accuracy_score. */
export const DETECTION_CONFIDENCE = {
  card: 0.95,
  session: 0.9,
  board_list: 0.8,
  media: 0.8,
  inbox: 0.75,
  home: 0.7,
  unknown: 0.1,
} as const

export type DetectedRoute = keyof typeof DETECTION_CONFIDENCE

/** Context changes settle 100 ms after a route change. */
export const CONTEXT_DETECTION_DELAY_MS = 100

export interface DetectedContext {
  route: DetectedRoute
  confidence: number
  /** The card or session id in the path, when there is one. */
  id?: string
}

const ROUTE_PATTERNS: ReadonlyArray<[RegExp, DetectedRoute]> = [
  [/^\/app\/julboard\/card\/([^/]+)\/?$/, 'card'],
  [/^\/app\/sessions\/([^/]+)\/?$/, 'session'],
  [/^\/app\/julboard\/?$/, 'board_list'],
  [/^\/app\/media\/?$/, 'media'],
  [/^\/app\/inbox\/?$/, 'inbox'],
  [/^\/app(?:\/home)?\/?$/, 'home'],
]

/** Detects the mobile shell route kind from a path under /app. */
export function detectContext(path: string): DetectedContext {
  for (const [pattern, route] of ROUTE_PATTERNS) {
    const match = pattern.exec(path)
    if (match === null) continue
    const id = match[1] === undefined ? undefined : decodeURIComponent(match[1])
    return id === undefined
      ? { route, confidence: DETECTION_CONFIDENCE[route] }
      : { route, confidence: DETECTION_CONFIDENCE[route], id }
  }
  return { route: 'unknown', confidence: DETECTION_CONFIDENCE.unknown }
}
