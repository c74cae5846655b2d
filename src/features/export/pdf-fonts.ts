import { PDF_FONT_PREFIX } from '../../../sw/file-routes.ts'

/**
 * The PDF export's fonts: Noto Sans cut into Unicode slices (Latin, Latin Extended, Greek, Cyrillic,
 * Vietnamese, then Simplified Chinese with kana in about a hundred slices), written by the build into
 * /fonts/pdf/ with an index of the code points each covers. A document fetches only the slices its
 * text needs, so ł, ř, ş, Greek and CJK reach the PDF as written instead of as '?'.
 */

/** Where the build writes the slices and their index (scripts/pdf-fonts-plugin.ts). */
export const PDF_FONT_BASE = PDF_FONT_PREFIX
export const PDF_FONT_INDEX = `${PDF_FONT_BASE}index.json`

export type CodeRange = readonly [number, number]

export interface FontSlice {
  /** The WOFF file under PDF_FONT_BASE. */
  file: string
  /** A bold cut of the same slice, where there is one (headings). */
  bold: string | null
  ranges: readonly CodeRange[]
}

/** 'U+0100-02BA,U+20AC' as code point ranges. */
export function parseUnicodeRange(text: string): CodeRange[] {
  return text.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part)
    if (!match?.[1]) return []
    const start = Number.parseInt(match[1], 16)
    return [[start, match[2] ? Number.parseInt(match[2], 16) : start] as const]
  })
}

export function sliceFor(slices: readonly FontSlice[], codePoint: number): FontSlice | null {
  return (
    slices.find((slice) => slice.ranges.some(([start, end]) => codePoint >= start && codePoint <= end)) ??
    null
  )
}

/** What no slice covers (an emoji, say) is written as this, and counted. */
export const MISSING_GLYPH = '?'

export interface TextRun {
  slice: FontSlice | null
  text: string
}

/**
 * The text cut into runs of one slice each; the first slice that covers a character wins (so Latin
 * punctuation stays in the Latin slice inside Chinese text). Characters no slice covers get a null run.
 */
export function textRuns(text: string, slices: readonly FontSlice[]): TextRun[] {
  const runs: TextRun[] = []
  for (const char of text) {
    const slice = sliceFor(slices, char.codePointAt(0) ?? 0)
    const last = runs.at(-1)
    if (last && last.slice === slice) last.text += char
    else runs.push({ slice, text: char })
  }
  return runs
}

/** The slices a document needs (each once, in index order). */
export function slicesNeeded(texts: readonly string[], slices: readonly FontSlice[]): FontSlice[] {
  const needed = new Set<FontSlice>()
  for (const text of texts) {
    for (const run of textRuns(text, slices)) if (run.slice) needed.add(run.slice)
  }
  return slices.filter((slice) => needed.has(slice))
}
