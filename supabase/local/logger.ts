import { LOG_LEVELS, type LogLevel } from './config.ts'
import type { Logger } from './context.ts'

export function createLogger(level: LogLevel): Logger {
  const rank = LOG_LEVELS.indexOf(level)
  const at = (wanted: LogLevel, write: (line: string) => void) => (message: string) => {
    if (rank >= LOG_LEVELS.indexOf(wanted)) write(`[supabase/local] ${message}`)
  }
  return {
    error: at('error', console.error),
    warn: at('warn', console.warn),
    info: at('info', console.log),
    debug: at('debug', console.log),
  }
}

export function parseLogLevel(raw: string | undefined, fallback: LogLevel): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(raw ?? '') ? (raw as LogLevel) : fallback
}
