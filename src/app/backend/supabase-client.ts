import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../../supabase/types.gen.ts'
import { pageSupabaseConfig } from './supabase-config.ts'

/** The app's client, typed with the schema (supabase/types.gen.ts): a wrong table or column fails to compile. */
export type AppSupabase = SupabaseClient<Database>

let client: AppSupabase | undefined

/** The app's one supabase-js client (the sync engine has its own remote adapter). Created on first use. */
export function getSupabase(): AppSupabase {
  if (!client) {
    const { url, anonKey } = pageSupabaseConfig()
    client = createClient<Database>(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    })
  }
  return client
}
