import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { mergeClasses } from '../../../src/ui/class-merge.ts'

const SRC = join(import.meta.dirname, '../../../src')
const UTILITY_HINT =
  /(^|\s)(flex|grid|p[xytrbl]?-|m[xytrbl]?-|text-|bg-|rounded|border|gap-|w-|h-|size-|font-|items-)/

/** Every class list written in the app's source: the string literals that look like Tailwind classes. */
function sourceClassLists(): string[] {
  const lists = new Set<string>()
  // class-merge.ts itself names groups, not classes.
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('class-merge.ts'),
  )
  for (const file of files) {
    for (const match of readFileSync(join(SRC, file), 'utf8').matchAll(/(['"`])((?:(?!\1).)*)\1/g)) {
      const text = match[2] ?? ''
      if (UTILITY_HINT.test(text) && !text.includes('${')) lists.add(text.trim())
    }
  }
  return [...lists]
}

const lists = sourceClassLists()
// Some 400,000 merges per test: about 4 s on a quiet machine, beyond the default 15 s on a loaded one.
const PAIRS_TIMEOUT = 120_000

const classes = [...new Set(lists.flatMap((list) => list.split(/\s+/)))]

describe('the design system merges classes as tailwind-merge does, without its weight', {
  timeout: PAIRS_TIMEOUT,
}, () => {
  it('keeps the later of two utilities that set the same thing, and what a shorthand covers', () => {
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4')
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2')
    expect(mergeClasses('text-sm text-muted-foreground text-base')).toBe('text-muted-foreground text-base')
    expect(mergeClasses('md:py-16 py-8 md:py-24 hover:underline')).toBe('py-8 md:py-24 hover:underline')
    expect(mergeClasses('loading-fallback loading-fallback w-4')).toBe(
      'loading-fallback loading-fallback w-4',
    )
  })

  it('answers as tailwind-merge on every pair of classes the source holds', () => {
    const differences: string[] = []
    for (const first of classes) {
      for (const second of classes) {
        const input = `${first} ${second}`
        if (mergeClasses(input) !== twMerge(input)) differences.push(input)
      }
    }
    expect(differences.slice(0, 60)).toEqual([])
  })

  it('answers as tailwind-merge on class lists of the source joined with random classes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...lists),
        fc.array(fc.constantFrom(...classes), { maxLength: 5 }),
        fc.constantFrom(...lists),
        (first, middle, last) => {
          const input = [first, ...middle, last].join(' ')
          expect(mergeClasses(input)).toBe(twMerge(input))
        },
      ),
      { numRuns: 20_000 },
    )
  })
})
