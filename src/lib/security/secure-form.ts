/**
 * Secure form check of spec 000 §5. Each string field (nested objects and arrays included, named
 * by their dotted path) yields at most one 'Potential threat' and one 'Suspicious file path' finding.
 *
 * Threat levels (the spec names four and defines only medium):
 *   critical  any field tries to run a command (exec/system/shell_exec) or drop a table
 *   high      more than 5 findings
 *   medium    more than 2 findings (the spec's rule)
 *   low       0 to 2 findings
 */
export type ThreatLevel = 'low' | 'medium' | 'high' | 'critical'

export interface SecureFormCheck {
  safe: boolean
  threats: string[]
  threatLevel: ThreatLevel
}

/** Tight SQL shapes: 'Please select a time from the list' is prose, 'select id from users' is not. */
const INJECTION_PATTERNS: readonly RegExp[] = [
  /\bselect\s+(?:\*|[\w.]+(?:\s*,\s*[\w.]+)*)\s+from\s+\w/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /\binsert\s+into\s+\w/i,
  /\bupdate\s+\w+\s+set\s+\w+\s*=/i,
  /\bdelete\s+from\s+\w/i,
  /\bdrop\s+table\b/i,
  /<\s*\/?\s*script\b/i,
  /\b(?:java|vb)script\s*:/i,
  /\bon(?:load|error)\s*=/i,
  /\beval\s*\(/i,
  /document\s*\.\s*cookie/i,
  /window\s*\.\s*location/i,
]

const CRITICAL_PATTERNS: readonly RegExp[] = [/\b(?:exec|system|shell_exec)\s*\(/i, /\bdrop\s+table\b/i]

const PATH_PATTERNS: readonly RegExp[] = [
  /\.\.[/\\]/,
  /(?:^|[\s"'=:])\/(?:etc|proc|sys|root|boot|dev|bin|sbin|usr|var)\//i,
  /\b[a-z]:\\(?:windows|winnt|system32|program files)/i,
  /%(?:systemroot|windir)%/i,
]

const MEDIUM_ABOVE = 2
const HIGH_ABOVE = 5

function* stringFields(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [path, value]
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringFields(item, `${path}.${index}`)
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* stringFields(item, path ? `${path}.${key}` : key)
  }
}

function levelFor(findings: number, critical: boolean): ThreatLevel {
  if (critical) return 'critical'
  if (findings > HIGH_ABOVE) return 'high'
  if (findings > MEDIUM_ABOVE) return 'medium'
  return 'low'
}

export function checkSecureForm(values: Record<string, unknown>): SecureFormCheck {
  const threats: string[] = []
  let critical = false
  for (const [field, text] of stringFields(values, '')) {
    const commandLike = CRITICAL_PATTERNS.some((pattern) => pattern.test(text))
    if (commandLike || INJECTION_PATTERNS.some((pattern) => pattern.test(text))) {
      threats.push(`Potential threat detected in ${field}`)
    }
    if (PATH_PATTERNS.some((pattern) => pattern.test(text))) threats.push(`Suspicious file path in ${field}`)
    critical ||= commandLike
  }
  return { safe: threats.length === 0, threats, threatLevel: levelFor(threats.length, critical) }
}
