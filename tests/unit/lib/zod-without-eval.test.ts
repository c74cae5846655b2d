import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { configureZodWithoutEval } from '../../../src/lib/zod-without-eval.ts'

describe('configureZodWithoutEval', () => {
  it('turns off zod’s eval probe without importing zod', () => {
    configureZodWithoutEval()
    expect(z.config().jitless).toBe(true)
  })

  it('keeps what was configured before it ran', () => {
    const scope: { __zod_globalConfig?: Record<string, unknown> } = { __zod_globalConfig: { locale: 'en' } }
    configureZodWithoutEval(scope)
    expect(scope.__zod_globalConfig).toEqual({ locale: 'en', jitless: true })
  })
})
