import { randomUUID } from 'node:crypto'
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import type { RowData } from '../../sync/protocol.ts'

/** The server as the checker sees it: straight to the local server, never through the fault proxy. */
export type ServerView = {
  url: string
  service: SupabaseClient
}

export type Member = {
  email: string
  password: string
  id: string
  /** A fresh session for a new device (each device signs in on its own, with its own refresh token). */
  session(): Promise<Session>
  client: SupabaseClient
}

const nodeClient = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })

export function serverView(url: string): ServerView {
  return { url, service: nodeClient(url, DEFAULT_SERVICE_ROLE_KEY) }
}

/** A brand-new account; `domain` jul.example makes it staff (staff_rules), without touching seed accounts. */
export async function newMember(view: ServerView, prefix: string, domain = 'test.local'): Promise<Member> {
  const email = `${prefix}-${randomUUID().slice(0, 10)}@${domain}`
  const password = `Jul-chaos-${randomUUID().slice(0, 8)}!A1`
  const client = nodeClient(view.url, DEFAULT_ANON_KEY)
  const { data, error } = await client.auth.signUp({ email, password })
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`)
  const session = async () => {
    const own = nodeClient(view.url, DEFAULT_ANON_KEY)
    const signedIn = await own.auth.signInWithPassword({ email, password })
    if (signedIn.error || !signedIn.data.session)
      throw new Error(`sign-in of ${email}: ${signedIn.error?.message}`)
    return signedIn.data.session
  }
  return { email, password, id: data.user.id, session, client }
}

export const MOBILE_TIERS = ['free', 'premium', 'pro'] as const
export type MobileTier = (typeof MOBILE_TIERS)[number]

/** The member's mobile plan, as a paid checkout or the portal would set it (service role). */
export async function setTier(view: ServerView, userId: string, tier: MobileTier): Promise<void> {
  const { error } = await view.service
    .from('mobile_subscriptions')
    .upsert({ user_id: userId, tier, active: true }, { onConflict: 'user_id' })
  if (error) throw new Error(`tier of ${userId}: ${error.message}`)
}

/** Every row of `table` the member may select, in pages (the server caps one answer at 1,000 rows). */
export async function rowsVisibleTo(member: Member, table: string): Promise<RowData[]> {
  const rows: RowData[] = []
  for (let from = 0; ; from += 1000) {
    const { data, error } = await member.client
      .from(table)
      .select('*')
      .order('id')
      .range(from, from + 999)
    if (error) throw new Error(`${table} as ${member.email}: ${error.message}`)
    rows.push(...(data as RowData[]))
    if ((data ?? []).length < 1000) return rows
  }
}

/** The ids among `ids` the member may select. */
export async function visibleIds(
  member: Member,
  table: string,
  key: string,
  ids: string[],
): Promise<Set<string>> {
  const seen = new Set<string>()
  for (let i = 0; i < ids.length; i += 200) {
    const { data, error } = await member.client
      .from(table)
      .select(key)
      .in(key, ids.slice(i, i + 200))
    if (error) throw new Error(`${table} visibility for ${member.email}: ${error.message}`)
    for (const row of (data ?? []) as unknown as RowData[]) seen.add(String(row[key]))
  }
  return seen
}

/** Rows by key as they really are on the server (service role, no RLS). */
export async function serverRows(
  view: ServerView,
  table: string,
  key: string,
  ids: string[],
): Promise<RowData[]> {
  const rows: RowData[] = []
  for (let i = 0; i < ids.length; i += 200) {
    const { data, error } = await view.service
      .from(table)
      .select('*')
      .in(key, ids.slice(i, i + 200))
    if (error) throw new Error(`${table} on the server: ${error.message}`)
    rows.push(...((data ?? []) as RowData[]))
  }
  return rows
}

/** Rows of `table` whose `column` starts with `mark` (a run's own content marks), service role. */
export async function rowsMarked(
  view: ServerView,
  table: string,
  column: string,
  mark: string,
): Promise<RowData[]> {
  const { data, error } = await view.service.from(table).select('*').like(column, `${mark}%`)
  if (error) throw new Error(`${table} marked ${mark}: ${error.message}`)
  return (data ?? []) as RowData[]
}

export async function storedObject(view: ServerView, bucket: string, path: string): Promise<boolean> {
  const { data, error } = await view.service.storage.from(bucket).download(path)
  return !error && data !== null && data.size > 0
}
