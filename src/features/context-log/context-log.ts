import {
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
