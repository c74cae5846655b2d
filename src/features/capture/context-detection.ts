import {
  type CaptureContext,
  type CaptureContextType,
  type DetectedContext,
  type DetectedRoute,
  detectContext,
} from '../../lib/capture-context.ts'

/** The capture context each detected route stands for (000 §3 capture context types). */
const CAPTURE_CONTEXT_OF: Record<DetectedRoute, CaptureContextType> = {
  card: 'julboard_card',
  session: 'session_recap',
  board_list: 'julboard_list',
  media: 'media_library',
  inbox: 'home',
  home: 'home',
  unknown: 'unknown',
}

export const DETECTION_METHOD = 'route'

/** The Quick Add screen itself: the context a capture there uses is the one of the screen before it. */
export const QUICK_ADD_PATH = /^\/app\/quickadd\/?$/

/** The two log rows a settled route change writes (002 §7 context_detection_log, 000 §7 app_context_log). */
export function contextLogRows(path: string) {
  const detected: DetectedContext = detectContext(path)
  const context_data = detected.id === undefined ? {} : { id: detected.id }
  return {
    detection: {
      detected_context: detected.route,
      route_path: path,
      context_data,
      detection_method: DETECTION_METHOD,
      accuracy_score: detected.confidence,
    },
    appContext: { context_type: CAPTURE_CONTEXT_OF[detected.route], context_data: { ...context_data, path } },
  }
}

export interface TitleLookup {
  card(id: string): Promise<string | null>
  session(id: string): Promise<string | null>
}

/**
 * The capture context of a settled route (002 §2.7, §4). A page's declared context wins (it carries the
 * card or session title); otherwise a card or session route is resolved from the local mirror, and an
 * id this device does not know falls back to "the member chooses".
 */
export async function captureContextForRoute(
  path: string,
  declared: CaptureContext,
  titles: TitleLookup,
): Promise<CaptureContext> {
  const detected = detectContext(path)
  const type = CAPTURE_CONTEXT_OF[detected.route]
  if (type === 'julboard_card' && detected.id) {
    if (declared.type === 'julboard_card' && declared.cardId === detected.id) return declared
    const title = await titles.card(detected.id)
    return title === null ? { type: 'unknown' } : { type, cardId: detected.id, cardTitle: title }
  }
  if (type === 'session_recap' && detected.id) {
    if (declared.type === 'session_recap' && declared.sessionId === detected.id) return declared
    const title = await titles.session(detected.id)
    return title === null ? { type: 'unknown' } : { type, sessionId: detected.id, sessionTitle: title }
  }
  if (type === 'julboard_card' || type === 'session_recap') return { type: 'unknown' }
  return { type }
}
