import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { type FontSlice, PDF_FONT_BASE, parseUnicodeRange } from '../src/features/export/pdf-fonts.ts'

// Writes the PDF export's font slices into dist/fonts/pdf/ with their index (src/features/export/
// pdf-fonts.ts): Noto Sans (OFL) for Latin, Greek, Cyrillic and Vietnamese in regular and bold, then
// Noto Sans SC's slices for Chinese and kana, regular only. WOFF, not WOFF2: fontkit cannot subset the
// glyphs of a WOFF2 font (its glyf table is transformed), and WOFF's tables are only zlib-compressed. Only the slices a document needs are ever
// fetched; the Latin ones are precached so a Latin-script PDF is made offline.

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

const LATIN_SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese']

async function unicodeRanges(packageName: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(packageDir(packageName), 'unicode.json'), 'utf8'))
}

export function pdfFonts(): Plugin {
  return {
    name: 'jul-pdf-fonts',
    apply: 'build',
    async generateBundle() {
      const slices: FontSlice[] = []
      const emit = async (packageName: string, file: string) => {
        const source = await readFile(join(packageDir(packageName), 'files', file))
        this.emitFile({ type: 'asset', fileName: `${PDF_FONT_BASE.slice(1)}${file}`, source })
      }
      const latin = await unicodeRanges('@fontsource/noto-sans')
      for (const subset of LATIN_SUBSETS) {
        const range = latin[subset]
        if (!range) throw new Error(`@fontsource/noto-sans has no ${subset} subset`)
        const regular = `noto-sans-${subset}-400-normal.woff`
        const bold = `noto-sans-${subset}-700-normal.woff`
        await emit('@fontsource/noto-sans', regular)
        await emit('@fontsource/noto-sans', bold)
        slices.push({ file: regular, bold, ranges: parseUnicodeRange(range) })
      }
      const chinese = await unicodeRanges('@fontsource/noto-sans-sc')
      for (const [key, range] of Object.entries(chinese)) {
        const number = /^\[(\d+)\]$/.exec(key)?.[1]
        if (!number) continue
        const regular = `noto-sans-sc-${number}-400-normal.woff`
        await emit('@fontsource/noto-sans-sc', regular)
        slices.push({ file: regular, bold: null, ranges: parseUnicodeRange(range) })
      }
      this.emitFile({
        type: 'asset',
        fileName: `${PDF_FONT_BASE.slice(1)}index.json`,
        source: JSON.stringify(slices),
      })
    },
  }
}
