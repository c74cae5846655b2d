// The contract between edge functions and their hosts. A function lives in
// supabase/functions/<name>/handler.ts and default-exports a FunctionHandler; the same handler runs
// under supabase/local (Node) and, through <name>/index.ts, as a Supabase Edge Function (Deno).
// Handlers use web-standard APIs (fetch, Request, Response, crypto.subtle) plus the npm packages their
// deno.json maps, and take every setting from `env`, never from Deno.env or process.env.

export interface FunctionEnv {
  SUPABASE_URL: string
  SUPABASE_ANON_KEY: string
  SUPABASE_SERVICE_ROLE_KEY: string
  /** Any other variable of the host (provider keys and the like). */
  [name: string]: string | undefined
}

/** What the host offers besides the request: where the function's log line goes (console by default). */
export interface FunctionHost {
  log(line: string): void
}

export type FunctionHandler = (req: Request, env: FunctionEnv, host?: FunctionHost) => Promise<Response>

/** What supabase-js sends cross-origin; every function answers OPTIONS with these. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}
