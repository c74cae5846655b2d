import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const sandbox = mkdtempSync(join(tmpdir(), 'jul-boundaries-'))
copyFileSync(join(root, 'biome.json'), join(sandbox, 'biome.json'))
writeFileSync(join(sandbox, '.gitignore'), '')
const biome = join(root, 'node_modules/.bin/biome')

afterAll(() => rmSync(sandbox, { recursive: true, force: true }))

/** Lints a probe file placed at `path` in a copy of the tree, so the real biome.json overrides apply. */
function lint(path: string, source: string): { ok: boolean; output: string } {
  const file = join(sandbox, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  try {
    const output = execFileSync(biome, ['lint', '--vcs-enabled=false', path], {
      cwd: sandbox,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return { ok: true, output }
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string }
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` }
  } finally {
    rmSync(file)
  }
}

describe('import boundaries checked by the linter', () => {
  it('refuses React inside sync/', () => {
    const result = lint('sync/probe.ts', "import { useState } from 'react'\nexport const probe = useState\n")
    expect(result.ok).toBe(false)
    expect(result.output).toContain('no React')
  })

  it('refuses src/ inside sync/', () => {
    const result = lint(
      'sync/probe.ts',
      "import { App } from '../src/app/app.tsx'\nexport const probe = App\n",
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain('sync/ never imports src/')
  })

  it('refuses a private sync/ module from src/ but allows the public client', () => {
    const internal = lint(
      'src/app/probe.ts',
      "import { x } from '../../sync/engine/push.ts'\nexport const probe = x\n",
    )
    expect(internal.ok).toBe(false)
    expect(internal.output).toContain('only through')
    const client = lint(
      'src/app/probe.ts',
      "import { x } from '../../sync/client.ts'\nexport const probe = x\n",
    )
    expect(client.output).not.toContain('noRestrictedImports')
  })

  it('refuses the app inside supabase/', () => {
    const result = lint(
      'supabase/local/probe.ts',
      "import { x } from '../../src/lib/x.ts'\nexport const probe = x\n",
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain('server side')
  })

  it('refuses a feature or the app inside the design system, but allows src/lib', () => {
    const feature = lint(
      'src/ui/probe.ts',
      "import { x } from '../features/auth/use-auth.ts'\nexport const probe = x\n",
    )
    expect(feature.ok).toBe(false)
    expect(feature.output).toContain('src/ui sits below features and app')
    const rules = lint('src/ui/probe.ts', "import { x } from '../lib/tiers.ts'\nexport const probe = x\n")
    expect(rules.output).not.toContain('noRestrictedImports')
  })

  it("refuses another feature's module or src/app inside a feature, but allows ui, data, lib and the sync client", () => {
    const other = lint(
      'src/features/sparks/probe.ts',
      "import { x } from '../rooms/use-room-messages.ts'\nexport const probe = x\n",
    )
    expect(other.ok).toBe(false)
    expect(other.output).toContain('A feature never imports another feature')
    const app = lint(
      'src/features/sparks/probe.ts',
      "import { x } from '../../app/providers.tsx'\nexport const probe = x\n",
    )
    expect(app.ok).toBe(false)
    expect(app.output).toContain('A feature never imports src/app')
    const internal = lint(
      'src/features/sparks/probe.ts',
      "import { x } from '../../../sync/engine.ts'\nexport const probe = x\n",
    )
    expect(internal.output).toContain('only through')
    const allowed = lint(
      'src/features/sparks/probe.ts',
      [
        "import { a } from './sparks-rules.ts'",
        "import { b } from '../../ui/button.tsx'",
        "import { c } from '../../data/auth.ts'",
        "import { d } from '../../lib/tiers.ts'",
        "import { e } from '../../../sync/client.ts'",
        'export const probe = [a, b, c, d, e]',
        '',
      ].join('\n'),
    )
    expect(allowed.output).not.toContain('noRestrictedImports')
  })

  it('refuses features and the app inside src/data and src/lib', () => {
    const data = lint(
      'src/data/probe.ts',
      "import { x } from '../features/sparks/use-sparks.ts'\nexport const probe = x\n",
    )
    expect(data.ok).toBe(false)
    expect(data.output).toContain('src/data sits below features and app')
    const lib = lint(
      'src/lib/probe.ts',
      "import { x } from '../features/sparks/use-sparks.ts'\nexport const probe = x\n",
    )
    expect(lib.ok).toBe(false)
    expect(lib.output).toContain('src/lib holds pure rules')
    const libApp = lint(
      'src/lib/probe.ts',
      "import { x } from '../app/services.ts'\nexport const probe = x\n",
    )
    expect(libApp.ok).toBe(false)
  })
})
