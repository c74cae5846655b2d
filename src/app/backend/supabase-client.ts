import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { pageSupabaseConfig } from './supabase-config.ts'

let client: SupabaseClient | undefined

/** The app's one supabase-js client (the sync engine has its own remote adapter). Created on first use. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { url, anonKey } = pageSupabaseConfig()
    client = createClient(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    })
  }
  return client
}
