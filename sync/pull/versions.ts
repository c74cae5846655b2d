/**
 * Row versions are PostgreSQL transaction ids (xid8, 64-bit) written as decimal text: compared as
 * numbers, never as strings ("9" < "10").
 */
export function compareVersions(a: string, b: string): number {
  const x = BigInt(a)
  const y = BigInt(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** A well-formed version as the server writes it. */
export const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,20}$/.test(value)
