/**
 * tailwind-merge's rule for the utilities this design system uses, in about 1 kB instead of its 8.7 kB
 * gzip on every first load: of two utilities that set the same thing under the same
 * variants, the later one wins, and a shorthand drops the earlier longhands it covers (`p-4` drops an
 * earlier `px-2`). Classes it does not know are kept as they are. tests/unit/ui/class-merge.test.ts
 * checks it answers as tailwind-merge does on every class the app's source holds.
 */

const SIZE = /^(xs|sm|base|lg|xl|\d+xl)$/
const NUMBER = /^\d+(\.\d+)?$/
const LENGTH = /^\[(length:|\d|calc|var\(--[\w-]*(size|width)|min|max|clamp)/
const WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/

const KEYWORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'inline-table',
      'table-row',
      'table-cell',
      'flow-root',
      'grid',
      'inline-grid',
      'contents',
      'list-item',
      'hidden',
    ].map((name) => [name, 'display']),
  ),
  ...Object.fromEntries(
    ['static', 'fixed', 'absolute', 'relative', 'sticky'].map((name) => [name, 'position']),
  ),
  ...Object.fromEntries(['visible', 'invisible', 'collapse'].map((name) => [name, 'visibility'])),
  ...Object.fromEntries(
    ['uppercase', 'lowercase', 'capitalize', 'normal-case'].map((name) => [name, 'case']),
  ),
  ...Object.fromEntries(
    ['underline', 'overline', 'line-through', 'no-underline'].map((name) => [name, 'deco']),
  ),
  ...Object.fromEntries(['italic', 'not-italic'].map((name) => [name, 'font-style'])),
  ...Object.fromEntries(['sr-only', 'not-sr-only'].map((name) => [name, 'sr'])),
  ...Object.fromEntries(['isolate', 'isolation-auto'].map((name) => [name, 'isolation'])),
  ...Object.fromEntries(['truncate', 'text-ellipsis', 'text-clip'].map((name) => [name, 'text-overflow'])),
  ...Object.fromEntries(
    ['flex-row', 'flex-row-reverse', 'flex-col', 'flex-col-reverse'].map((name) => [name, 'flex-direction']),
  ),
  ...Object.fromEntries(['flex-wrap', 'flex-wrap-reverse', 'flex-nowrap'].map((name) => [name, 'flex-wrap'])),
  ...Object.fromEntries(['tabular-nums', 'proportional-nums'].map((name) => [name, 'nums'])),
  'border-collapse': 'border-collapse',
  'border-separate': 'border-collapse',
  shadow: 'shadow',
  rounded: 'rounded',
  border: 'border-w',
  ring: 'ring-w',
  outline: 'outline-w',
  transition: 'transition',
  grow: 'grow',
  shrink: 'shrink',
  'divide-y': 'divide-y',
  'divide-x': 'divide-x',
  resize: 'resize',
}

const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const

/** The utility's group when its value decides it (text-lg is a size, text-link a colour). */
function byValue(prefix: string, value: string): string | null {
  switch (prefix) {
    case 'text':
      if (SIZE.test(value) || LENGTH.test(value)) return 'font-size'
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align'
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap'
      return 'text-color'
    case 'font':
      return WEIGHTS.test(value) ? 'font-weight' : 'font-family'
    case 'bg':
      if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment'
      if (/^(auto|cover|contain)$/.test(value)) return 'bg-size'
      if (/^(center|top|bottom|left|right|(left|right)-(top|bottom))$/.test(value)) return 'bg-position'
      if (/^(no-)?repeat/.test(value)) return 'bg-repeat'
      if (/^(none|linear|gradient|radial|conic)|^\[(url|[\w-]*gradient)\(/.test(value)) return 'bg-image'
      return 'bg-color'
    case 'shadow':
      return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) ? 'shadow' : 'shadow-color'
    case 'ring':
    case 'outline':
    case 'divide':
      if (NUMBER.test(value) || LENGTH.test(value)) return `${prefix}-w`
      if (/^(solid|dashed|dotted|double|none|hidden)$/.test(value)) return `${prefix}-style`
      return `${prefix}-color`
    case 'decoration':
      if (/^(solid|dashed|dotted|double|wavy)$/.test(value)) return 'decoration-style'
      return NUMBER.test(value) || value === 'auto' || value === 'from-font'
        ? 'decoration-w'
        : 'decoration-color'
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position'
    case 'list':
      return /^(inside|outside)$/.test(value) ? 'list-position' : 'list-type'
    case 'content':
      return /^(none|\[)/.test(value) ? 'content' : 'align-content'
    case 'from':
    case 'via':
    case 'to':
      return /%$/.test(value) ? `${prefix}-position` : `${prefix}-color`
    // tailwind-merge knows only Tailwind's own animations and easings: ours (animate-shimmer) stay.
    case 'animate':
      return /^(spin|ping|pulse|bounce|none|\[|\()/.test(value) ? 'animate' : 'unknown'
    case 'ease':
      return /^(linear|in|out|in-out|initial|\[|\()$/.test(value) || /^[[(]/.test(value) ? 'ease' : 'unknown'
    case 'break':
      return /^(before|after|inside)-/.test(value) ? null : 'break'
    default:
      return null
  }
}

/** Groups named by their prefix alone: `gap-4`, `max-w-sm`, `translate-x-1`. Longest prefixes first. */
const PREFIXES = [
  'justify-items',
  'justify-self',
  'place-content',
  'place-items',
  'place-self',
  'pointer-events',
  'underline-offset',
  'outline-offset',
  'ring-offset',
  'backdrop-blur',
  'grid-cols',
  'grid-rows',
  'col-span',
  'col-start',
  'col-end',
  'row-span',
  'line-clamp',
  'scroll-mt',
  'scroll-mb',
  'scroll-pt',
  'translate-x',
  'translate-y',
  'overflow-x',
  'overflow-y',
  'whitespace',
  'appearance',
  'brightness',
  'inset-x',
  'inset-y',
  'space-x',
  'space-y',
  'min-w',
  'max-w',
  'min-h',
  'max-h',
  'gap-x',
  'gap-y',
  'justify',
  'items',
  'self',
  'basis',
  'order',
  'cursor',
  'select',
  'touch',
  'aspect',
  'align',
  'accent',
  'fill',
  'stroke',
  'opacity',
  'duration',
  'ease',
  'delay',
  'animate',
  'rotate',
  'scale',
  'overflow',
  'leading',
  'tracking',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'size',
  'gap',
  'flex',
  'grow',
  'shrink',
  'resize',
  'transition',
  'blur',
  'z',
  'w',
  'h',
] as const

function findGroup(utility: string): string | null {
  const known = KEYWORDS[utility]
  if (known) return known
  if (/^\[[\w-]+:.+\]$/.test(utility)) return `arbitrary..${utility.slice(1, utility.indexOf(':'))}`
  const spacing = /^([pm])([xysetrbl]?)-(.+)$/.exec(utility)
  if (spacing) return `${spacing[1]}${spacing[2]}`
  const rounded = /^rounded(-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl))?(-.+)?$/.exec(utility)
  if (rounded) return `rounded${rounded[1] ?? ''}`
  if (/^border-[xysetrbl]$/.test(utility)) return `border-w-${utility.slice(-1)}`
  const border = /^border(-([xysetrbl]))?-(.+)$/.exec(utility)
  if (border?.[3]) {
    const side = border[2] ? `-${border[2]}` : ''
    const value = border[3]
    if (NUMBER.test(value) || LENGTH.test(value)) return `border-w${side}`
    if (!side && /^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style'
    return `border-color${side}`
  }
  const compound = PREFIXES.find((prefix) => prefix.includes('-') && utility.startsWith(`${prefix}-`))
  if (compound) return compound
  const dash = utility.indexOf('-')
  if (dash > 0) {
    const valued = byValue(utility.slice(0, dash), utility.slice(dash + 1))
    if (valued) return valued === 'unknown' ? null : valued
  }
  for (const prefix of PREFIXES) {
    if (utility === prefix || utility.startsWith(`${prefix}-`)) return prefix
  }
  return null
}

const sided = (group: string, sides: readonly string[]) => sides.map((side) => `${group}${side}`)

/** What a shorthand covers: set after them, it drops these earlier utilities under the same variants. */
const CONFLICTS: Readonly<Record<string, readonly string[]>> = {
  p: sided('p', SIDES),
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: sided('m', SIDES),
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: sided('rounded', [
    '-s',
    '-e',
    '-t',
    '-r',
    '-b',
    '-l',
    '-ss',
    '-se',
    '-ee',
    '-es',
    '-tl',
    '-tr',
    '-br',
    '-bl',
  ]),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sided('border-w-', SIDES),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': sided('border-color-', SIDES),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
}

/** Variants in a stable order (`hover:md:` = `md:hover:`), arbitrary ones where they stand. */
function variantKey(variants: string[]): string {
  const sorted: string[] = []
  let run: string[] = []
  for (const variant of variants) {
    if (variant.startsWith('[')) {
      sorted.push(...run.sort(), variant)
      run = []
    } else run.push(variant)
  }
  return [...sorted, ...run.sort()].join(':')
}

/** Splits `md:hover:!px-2` into its variants and utility, ignoring colons inside brackets. */
function parse(token: string): { key: string; utility: string } {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index]
    if (char === '[' || char === '(') depth += 1
    else if (char === ']' || char === ')') depth -= 1
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, index))
      start = index + 1
    }
  }
  let utility = token.slice(start)
  let important = ''
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!'
    utility = utility.replace(/^!|!$/, '')
  }
  if (utility.startsWith('-')) utility = utility.slice(1)
  return { key: `${variantKey(parts)}${important}`, utility }
}

/**
 * Answers are remembered, as tailwind-merge remembers them: a page renders the same few hundred class
 * lists and utilities over and over, and working each out again was a visible share of the home page's
 * first-render scripting. Capped, for class lists built from values at run time.
 */
const CAP = 2_000

function remembered<T>(work: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>()
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T
    const answer = work(key)
    if (answers.size >= CAP) answers.clear()
    answers.set(key, answer)
    return answer
  }
}

const groupOf = remembered(findGroup)

/** The class list with every utility a later one overrides left out, in its order. */
export const mergeClasses = remembered(mergeOnce)

function mergeOnce(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean)
  const claimed = new Set<string>()
  const kept: string[] = []
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index] as string
    const { key, utility } = parse(token)
    const group = groupOf(utility)
    if (!group) {
      kept.push(token)
      continue
    }
    if (claimed.has(`${key}/${group}`)) continue
    kept.push(token)
    claimed.add(`${key}/${group}`)
    for (const covered of CONFLICTS[group] ?? []) claimed.add(`${key}/${covered}`)
  }
  return kept.reverse().join(' ')
}
