import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The naming scheme of src/features/README.md, checked on the tree as it is. */

const root = resolve(import.meta.dirname, '../../..')
const featuresDir = join(root, 'src/features')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

const features = readdirSync(featuresDir).filter((name) => statSync(join(featuresDir, name)).isDirectory())
const sources = walk(featuresDir).filter((path) => /\.tsx?$/.test(path))
const read = (path: string) => readFileSync(path, 'utf8')
const rel = (path: string) => relative(root, path)
const appSource = (name: string) => read(join(root, 'src/app/routes', name))

/** Every relative import (static or dynamic) of a file, resolved to a path from the repository root. */
function importsOf(path: string): { target: string; typeOnly: boolean }[] {
  const text = read(path)
  const found: { target: string; typeOnly: boolean }[] = []
  for (const match of text.matchAll(/import\s+(type\s+)?[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g)) {
    const spec = match[2] ?? match[3] ?? ''
    const target = spec.startsWith('.') ? rel(resolve(path, '..', spec)) : spec
    found.push({ target, typeOnly: Boolean(match[1]) })
  }
  return found
}

/** A sync/public module of constants and pure functions: it imports no Dexie, React or client itself. */
function pureSyncModule(target: string): boolean {
  if (!target.startsWith('sync/public/')) return false
  return importsOf(join(root, target)).every(({ target: inner, typeOnly }) => typeOnly || inner === 'zod')
}

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

describe('the naming scheme inside a feature (src/features/README.md)', () => {
  it('names every file in kebab-case', () => {
    const wrong = sources
      .map(rel)
      .filter((path) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)+$/.test(basename(path)))
    expect(wrong).toEqual([])
  })

  it('keeps a feature’s words in one texts.ts: no messages.ts, copy.ts or *-texts.ts', () => {
    const wrong = sources.map(rel).filter((path) => /\/(messages|copy|[a-z-]+-texts)\.tsx?$/.test(path))
    expect(wrong).toEqual([])
  })

  it('names text objects *_TEXTS, exported from texts.ts only', () => {
    const wrong = sources.flatMap((path) => {
      const exported = [...read(path).matchAll(/export const ([A-Z][A-Z0-9_]*_(?:TEXTS|MESSAGES))\b/g)]
      return exported
        .map((match) => match[1])
        .filter((name) => name?.endsWith('_MESSAGES') || basename(path) !== 'texts.ts')
        .map((name) => `${rel(path)}: ${name}`)
    })
    expect(wrong).toEqual([])
  })

  it('names a hook file use-<thing>.ts after the hook it exports, and exports hooks from hook and store files only', () => {
    const wrong = sources.flatMap((path) => {
      const file = basename(path).replace(/\.tsx?$/, '')
      const hooks = [...read(path).matchAll(/export (?:function|const) (use[A-Z]\w*)/g)].map((m) => m[1])
      if (file.endsWith('-store')) return []
      if (file.startsWith('use-'))
        return hooks.includes(camel(file)) ? [] : [`${rel(path)} exports no ${camel(file)}`]
      return hooks.map((hook) => `${rel(path)} exports the hook ${hook}`)
    })
    expect(wrong).toEqual([])
  })

  it('keeps *-rules.ts pure: no React, no Dexie, no sync client, no design system; types may come from anywhere', () => {
    const wrong = sources
      .filter((path) => path.endsWith('-rules.ts'))
      .flatMap((path) =>
        importsOf(path)
          .filter(({ typeOnly }) => !typeOnly)
          .filter(
            ({ target }) =>
              !(
                target === 'zod' ||
                target.startsWith('src/lib/') ||
                target.startsWith(rel(join(path, '..'))) ||
                pureSyncModule(target)
              ),
          )
          .map(({ target }) => `${rel(path)} imports ${target}`),
      )
    expect(wrong).toEqual([])
  })

  it('composes every console tab in the dashboard, every /app screen in the mobile routes, every panel in the settings overlay', () => {
    const composedBy = (kind: string, composers: string[]) => {
      const imported = new Set(
        composers.flatMap((path) => importsOf(join(root, path)).map(({ target }) => target)),
      )
      return sources
        .filter((path) => path.endsWith(`-${kind}.tsx`))
        .map(rel)
        .filter((path) => !imported.has(path))
    }
    expect(
      composedBy('tab', ['src/app/routes/dashboard-route.tsx', 'src/app/routes/settings-composition.tsx']),
    ).toEqual([])
    expect(
      composedBy('screen', [
        'src/app/routes/mobile-routes.tsx',
        'src/app/routes/mobile-home-route.tsx',
        'src/app/routes/settings-composition.tsx',
      ]),
    ).toEqual([])
    expect(
      composedBy('panel', [
        'src/app/routes/mobile-app.tsx',
        'src/app/routes/settings-composition.tsx',
        'src/features/mobile/settings-overlay.tsx',
      ]),
    ).toEqual([])
  })

  it('gives a console tab a default export, which the dashboard loads lazily', () => {
    const tabs = sources.filter((path) => path.endsWith('-tab.tsx'))
    expect(tabs.length).toBeGreaterThan(10)
    expect(tabs.filter((path) => !/export default function \w+Tab\(/.test(read(path))).map(rel)).toEqual([])
    expect(appSource('dashboard-route.tsx')).toContain(
      "lazy(() => import('../../features/board/board-tab.tsx'))",
    )
  })

  it('finds a feature folder for every feature it checks', () => {
    expect(features).toContain('board')
    expect(features).not.toContain('mobile-home')
  })
})

describe('unit tests mirror the source', () => {
  const unitDir = join(root, 'tests/unit')
  const testedFeatures = readdirSync(join(unitDir, 'features'))

  it('gives every feature a folder of tests under tests/unit/features/<feature>/', () => {
    expect(features.filter((name) => !testedFeatures.includes(name))).toEqual([])
    expect(testedFeatures.filter((name) => !features.includes(name))).toEqual([])
  })

  it('files no feature test beside tests/unit/features/', () => {
    const misfiled = readdirSync(unitDir).filter((name) => features.includes(name))
    expect(misfiled).toEqual([])
  })
})
