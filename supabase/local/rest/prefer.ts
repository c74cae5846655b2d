import { restError } from '../http-error.ts'

export interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only' | undefined
  count: 'exact' | 'planned' | 'estimated' | undefined
  resolution: 'merge' | 'ignore' | undefined
  missingDefault: boolean
  rollback: boolean
  strict: boolean
  maxAffected: number | undefined
  /** Checked against PostgreSQL's zones in the transaction (request-settings.ts). */
  timezone: string | undefined
}

const KNOWN: Record<string, (prefer: Prefer, value: string) => boolean> = {
  return: (p, v) => {
    if (v !== 'minimal' && v !== 'representation' && v !== 'headers-only') return false
    p.return = v
    return true
  },
  count: (p, v) => {
    if (v !== 'exact' && v !== 'planned' && v !== 'estimated') return false
    p.count = v
    return true
  },
  resolution: (p, v) => {
    if (v !== 'merge-duplicates' && v !== 'ignore-duplicates') return false
    p.resolution = v === 'merge-duplicates' ? 'merge' : 'ignore'
    return true
  },
  missing: (p, v) => {
    p.missingDefault = v === 'default'
    return v === 'default' || v === 'null'
  },
  tx: (p, v) => {
    p.rollback = v === 'rollback'
    return v === 'rollback' || v === 'commit'
  },
  handling: (p, v) => {
    p.strict = v === 'strict'
    return v === 'strict' || v === 'lenient'
  },
  'max-affected': (p, v) => {
    if (!/^\d{1,9}$/.test(v)) return false
    p.maxAffected = Number(v)
    return true
  },
  timezone: (p, v) => {
    p.timezone = v
    return v !== ''
  },
}

/** The Prefer header (every occurrence, comma-separated); with handling=strict an unknown one is 400 PGRST122. */
export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missingDefault: false,
    rollback: false,
    strict: false,
    maxAffected: undefined,
    timezone: undefined,
  }
  const invalid: string[] = []
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim()
    if (item === '') continue
    const [key = '', value = ''] = item.split('=').map((part) => part.trim())
    const apply = KNOWN[key]
    if (!apply?.(prefer, value)) invalid.push(item)
  }
  if (prefer.strict && invalid.length > 0) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    )
  }
  return prefer
}
