import { restError } from '../http-error.ts'
import type { Field, JsonStep } from './ast.ts'

/** PostgREST answers every query-string parse failure with 400 PGRST100, naming the parameter. */
export const parseError = (what: string, input: string, details: string) =>
  restError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column 1)`, details)

const IDENTIFIER_CHAR = /[\p{L}\p{N}_$ ]/u

/**
 * A reading position in one parameter's text, with the token readers every part of PostgREST's
 * grammar shares: field names (quoted or identifier words joined by dashes) and JSON paths.
 */
export class Cursor {
  pos = 0

  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length
  }

  peek(length = 1): string {
    return this.text.slice(this.pos, this.pos + length)
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos)
  }

  eat(token: string): boolean {
    if (!this.startsWith(token)) return false
    this.pos += token.length
    return true
  }

  expect(token: string): void {
    if (!this.eat(token)) this.fail(`expecting "${token}"`)
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++
  }

  fail(details: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`
    throw parseError(this.what, this.text, `unexpected ${found} ${details}`)
  }

  /** `"quoted"` (backslash escapes) or identifier words (letters, digits, `_`, `$`, spaces) joined by `-`. */
  fieldName(): string {
    if (this.peek() === '"') return this.quoted()
    const words: string[] = [this.identifier()]
    while (this.peek() === '-' && this.peek(2) !== '->') {
      this.pos++
      words.push(this.identifier())
    }
    return words.join('-')
  }

  tryFieldName(): string | undefined {
    const start = this.pos
    try {
      return this.fieldName()
    } catch {
      this.pos = start
      return undefined
    }
  }

  quoted(): string {
    this.expect('"')
    let value = ''
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++
      value += this.peek()
      this.pos++
    }
    this.expect('"')
    return value
  }

  private identifier(): string {
    const start = this.pos
    while (!this.done && IDENTIFIER_CHAR.test(this.peek())) this.pos++
    const word = this.text.slice(start, this.pos).trim()
    if (word === '') this.fail('expecting field name (* or [a..z0..9_$])')
    return word
  }

  /** `->key`, `->>key`, `->0` repeated. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = []
    for (;;) {
      const arrow = this.eat('->>') ? '->>' : this.eat('->') ? '->' : undefined
      if (arrow === undefined) return steps
      const index = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(this.text.slice(this.pos))
      if (index) {
        this.pos += index[0].length
        steps.push({ arrow, key: index[0], index: true })
      } else steps.push({ arrow, key: this.jsonKey(), index: false })
    }
  }

  private jsonKey(): string {
    if (this.peek() === '"') return this.quoted()
    const start = this.pos
    while (!this.done && !'(:.,>)'.includes(this.peek()) && !(this.peek() === '-' && this.peek(2) === '->')) {
      this.pos++
    }
    const key = this.text.slice(start, this.pos).trim()
    if (key === '') this.fail('expecting a JSON key')
    return key
  }

  field(): Field {
    this.skipSpaces()
    const name = this.fieldName()
    const path = this.jsonPath()
    this.skipSpaces()
    return { name, path }
  }

  /** The raw text of a cast up to the next `.`, `,`, `)` or `::`; its grammar is checked by castName(). */
  castText(): string {
    const start = this.pos
    while (!this.done && !'.,)'.includes(this.peek()) && !this.startsWith('::')) {
      if (this.peek() === '(') {
        const close = this.text.indexOf(')', this.pos)
        if (close < 0) this.fail('expecting ")"')
        this.pos = close + 1
      } else this.pos++
    }
    return this.text.slice(start, this.pos)
  }
}

/** Splits on `sep` outside parentheses, braces and double quotes (backslash escapes inside quotes). */
export function splitTopLevel(input: string, sep: string, what: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string
    if (ch === '\\' && quoted && i + 1 < input.length) {
      current += ch + input[i + 1]
      i++
      continue
    }
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '(' || ch === '{')) depth++
    else if (!quoted && (ch === ')' || ch === '}')) depth--
    if (depth < 0) throw parseError(what, input, 'unbalanced parentheses')
    if (ch === sep && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  if (quoted || depth !== 0) throw parseError(what, input, 'unbalanced quotes or parentheses')
  parts.push(current)
  return parts
}
