// Supabase Edge Function entry (Deno). The handler is portable; supabase/local runs it directly.
import type { FunctionEnv } from '../_shared/function-env.ts'
import handler from './handler.ts'

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): unknown
  env: { toObject(): Record<string, string> }
}

Deno.serve((req) => handler(req, Deno.env.toObject() as unknown as FunctionEnv))
