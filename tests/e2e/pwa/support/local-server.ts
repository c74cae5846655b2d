import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'

const REPO = resolve(import.meta.dirname, '../../../..')

export interface LocalSupabase {
  readonly origin: string
  /** Point the server's static folder at another build: a deploy behind the same origin. */
  serveBuild(outDir: string): void
  close(): Promise<void>
}

/**
 * `supabase/local` (API and app on one origin, in-memory database from the migrations and seed),
 * serving the build a symlink points to, so a test can switch builds without restarting it.
 */
export async function startLocalSupabase(port: number, firstBuild: string): Promise<LocalSupabase> {
  const live = join('/tmp/jul-pwa-e2e', `live-${port}`)
  const point = (outDir: string) => {
    rmSync(live, { force: true })
    symlinkSync(outDir, live)
  }
  point(firstBuild)
  const child: ChildProcess = spawn(join(REPO, 'node_modules/.bin/tsx'), ['supabase/local/main.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', STATIC_DIR: live, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    const healthy = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('supabase/local did not start')
    await new Promise((done) => setTimeout(done, 500))
  }
  return {
    origin,
    serveBuild: point,
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}
