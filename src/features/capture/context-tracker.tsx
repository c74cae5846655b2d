import { useLocation } from 'react-router-dom'
import { useContextDetection } from './use-context-detection.ts'

/** Mounted by the mobile shell: detects, logs and remembers each route's capture context (002 §4). */
export function ContextTracker() {
  useContextDetection(useLocation().pathname)
  return null
}
