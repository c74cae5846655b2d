import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every text/background pair the components use, checked in both themes against WCAG 2.2:
 * 4.5:1 for text (1.4.3 AA), 3:1 for the boundaries of controls, focus rings and status marks (1.4.11).
 * The colours come from src/ui/styles/tokens.css itself, so a token edited there is checked here.
 */
const TOKENS_CSS = readFileSync(join(process.cwd(), 'src/ui/styles/tokens.css'), 'utf8')

type Theme = 'light' | 'dark'

function declarations(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>()
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (match[1] ?? '').replace(/\s+/g, ' ').trim()
    const values = blocks.get(selector) ?? new Map<string, string>()
    for (const declaration of (match[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      values.set(declaration[1] ?? '', (declaration[2] ?? '').trim())
    }
    blocks.set(selector, values)
  }
  return blocks
}

const BLOCKS = declarations(TOKENS_CSS)

function themeTable(theme: Theme): Map<string, string> {
  const table = new Map<string, string>()
  const layers = [
    ':root',
    ':root, [data-theme="light"]',
    ...(theme === 'dark' ? ['[data-theme="dark"]'] : []),
  ]
  for (const selector of layers) {
    const block = BLOCKS.get(selector)
    if (!block) throw new Error(`tokens.css lost its ${selector} block`)
    for (const [name, value] of block) table.set(name, value)
  }
  return table
}

function resolve(table: Map<string, string>, name: string, depth = 0): string {
  const value = table.get(name)
  if (value === undefined) throw new Error(`token ${name} is not defined`)
  const reference = /^var\((--[\w-]+)\)$/.exec(value)
  if (reference?.[1] && depth < 5) return resolve(table, reference[1], depth + 1)
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`token ${name} is not a 6-digit hex colour: ${value}`)
  return value
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

const SOLIDS = [
  'success',
  'warning',
  'danger',
  'info',
  'advisory',
  'founders',
  'investors',
  'product',
  'tier-pro',
  'tier-standard',
  'tier-base',
] as const

const PAGE_BACKGROUNDS = ['--background', '--surface', '--muted'] as const

/** [text, background]: 4.5:1 */
const TEXT_PAIRS: readonly (readonly [string, string])[] = [
  ...PAGE_BACKGROUNDS.map((bg) => ['--foreground', bg] as const),
  ['--surface-foreground', '--surface'],
  ...PAGE_BACKGROUNDS.map((bg) => ['--muted-foreground', bg] as const),
  ['--primary-foreground', '--primary'],
  ['--primary-foreground', '--primary-hover'],
  ['--secondary-foreground', '--secondary'],
  ['--secondary-foreground', '--secondary-hover'],
  ['--accent-foreground', '--accent'],
  ['--link', '--background'],
  ['--link', '--surface'],
  ['--danger-foreground', '--danger-hover'],
  ...SOLIDS.flatMap((name) => [
    [`--${name}-foreground`, `--${name}`] as const,
    [`--${name}-soft-foreground`, `--${name}-soft`] as const,
    ...PAGE_BACKGROUNDS.map((bg) => [`--${name}-soft-foreground`, bg] as const),
  ]),
  // The deep "brand" band of the website (Section tone="brand") is ink in both themes.
  ['--card-text', '--brand-950'],
  ['--brand-200', '--brand-950'],
  ['--brass-300', '--brand-950'],
  ...(['pro', 'standard', 'base'] as const).flatMap((tier) => [
    ['--card-text', `--card-${tier}-from`] as const,
    ['--card-text', `--card-${tier}-to`] as const,
  ]),
]

/** [mark, background]: 3:1 (input borders, focus rings, status dots, progress bars, tier stripes) */
const UI_PAIRS: readonly (readonly [string, string])[] = [
  ['--input', '--background'],
  ['--input', '--surface'],
  ...PAGE_BACKGROUNDS.map((bg) => ['--ring', bg] as const),
  ...PAGE_BACKGROUNDS.map((bg) => ['--primary', bg] as const),
  ...SOLIDS.flatMap((name) => PAGE_BACKGROUNDS.map((bg) => [`--${name}`, bg] as const)),
]

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const table = themeTable(theme)

  it.each(TEXT_PAIRS)('text %s on %s reaches 4.5:1', (text, background) => {
    const ratio = contrast(resolve(table, text), resolve(table, background))
    expect(ratio, `${text} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5)
  })

  it.each(UI_PAIRS)('mark %s on %s reaches 3:1', (mark, background) => {
    const ratio = contrast(resolve(table, mark), resolve(table, background))
    expect(ratio, `${mark} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3)
  })
})

describe('the contrast check itself', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#6b35c9', '#6b35c9')).toBe(1)
  })

  it('fails a pair that is too light, so the table cannot pass by accident', () => {
    expect(contrast('#97a0b0', '#ffffff')).toBeLessThan(4.5)
  })

  it('every semantic token of the light theme is redefined for the dark theme', () => {
    const light = BLOCKS.get(':root, [data-theme="light"]') ?? new Map()
    const dark = BLOCKS.get('[data-theme="dark"]') ?? new Map()
    expect([...light.keys()].filter((name) => !dark.has(name))).toEqual([])
  })
})
