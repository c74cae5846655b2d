import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(process.cwd(), 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'catalogue' ? [] : sourceFiles(path)
    return /\.(ts|tsx|html)$/.test(entry.name) ? [path] : []
  })
}

describe('the development catalogue stays out of the production app', () => {
  it('no module of the app imports src/catalogue, so no chunk of the build (or the precache) holds it', () => {
    const importers = sourceFiles(SRC).filter((file) =>
      /from\s+['"][^'"]*catalogue\//.test(readFileSync(file, 'utf8')),
    )
    expect(importers.map((file) => relative(process.cwd(), file))).toEqual([])
    expect(readFileSync(join(process.cwd(), 'index.html'), 'utf8')).not.toContain('catalogue')
  })

  it("the app's Tailwind pass does not scan the catalogue, so its classes do not ship either", () => {
    const css = readFileSync(join(SRC, 'ui/styles/global.css'), 'utf8')
    expect(css).toContain('@source not "../../catalogue";')
  })
})
