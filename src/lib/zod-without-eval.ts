/**
 * The content security policy forbids eval, and zod probes for it on its first object parse (the
 * probe's refusal is reported as a violation). `z.config({ jitless: true })` would bring zod into the
 * entry script; zod reads its configuration from this global whenever it loads, before or after.
 */
type ZodScope = { __zod_globalConfig?: Record<string, unknown> }

export function configureZodWithoutEval(scope: ZodScope = globalThis as ZodScope) {
  scope.__zod_globalConfig ??= {}
  scope.__zod_globalConfig.jitless = true
}
