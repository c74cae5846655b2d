// @vitest-environment node
import { access, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { functionsWithoutJwt } from '../../../supabase/local/function-config.ts'
import { denoJsonFor, denoJsonPath, functionNames } from '../../../supabase/scripts/deno-imports.ts'

const FUNCTIONS = 'supabase/functions'

describe('supabase/functions deploy as Supabase Edge Functions unchanged', () => {
  it('has every function the spec calls, plus the payment webhook and the capital readiness mail drain', async () => {
    expect(await functionNames()).toEqual(
      [
        'ai-chat',
        'audit-log',
        'biometric-signin',
        'create-console-subscription-checkout',
        'create-direct-checkout',
        'create-direct-price-checkout',
        'create-service-card-checkout',
        'customer-portal',
        'delete-capture-files',
        'generate-apple-wallet-pass',
        'generate-session-report',
        'generate-template',
        'get-google-keys',
        'live-users',
        'push-notify',
        'send-capital-readiness-mail',
        'stripe-webhook',
        'transcribe-audio',
        'upload-brand-assets-now',
        'voice-to-text',
        'zapier-webhook-notifier',
      ].sort(),
    )
  })

  it('gives each a portable handler.ts and a Deno index.ts that serves it', async () => {
    for (const name of await functionNames()) {
      await access(join(FUNCTIONS, name, 'handler.ts'))
      const entry = await readFile(join(FUNCTIONS, name, 'index.ts'), 'utf8')
      expect(entry, name).toContain("import handler from './handler.ts'")
      expect(entry, name).toContain('Deno.serve(')
    }
  })

  it('maps every npm package a function imports in its deno.json (run supabase/scripts/deno-imports.ts)', async () => {
    for (const name of await functionNames()) {
      expect(await readFile(denoJsonPath(name), 'utf8').catch(() => ''), name).toBe(await denoJsonFor(name))
    }
  })

  it('turns the gateway check off for every function, since each verifies its caller in its frame', async () => {
    expect([...(await functionsWithoutJwt('supabase/config.toml'))].sort()).toEqual(await functionNames())
  })
})
