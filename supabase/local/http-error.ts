/** An error that already knows its HTTP answer; thrown anywhere inside a request handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`)
    this.name = 'HttpError'
  }
}

/** PostgREST's error shape: `{code, message, details, hint}`. */
export function restError(status: number, code: string, message: string, details: string | null = null) {
  return new HttpError(status, { code, message, details, hint: null })
}

export function quoteIdent(name: string): string {
  if (name.length === 0 || name.includes('\0'))
    throw restError(400, 'PGRST100', `Invalid identifier "${name}"`)
  return `"${name.replaceAll('"', '""')}"`
}

/**
 * Values reach SQL as untyped string literals so PostgreSQL infers the column's type, exactly as
 * for PostgREST's parameters. standard_conforming_strings is on (checked at start), so doubling
 * quotes is the only escaping needed.
 */
export function quoteLiteral(value: string): string {
  if (value.includes('\0')) throw restError(400, '22P05', 'Unsupported NUL character in a value')
  return `'${value.replaceAll("'", "''")}'`
}
