import type { Db } from '../../../supabase/local/db.ts'

/** Members each staff member works with (their caseload). */
const CASELOAD = 40
/** Messages per room: a room's history is shared by every reader, not grown per member. */
const ROOM_HISTORY = 300

/** The id of seeded user `n` (1-based): readable in logs, a valid uuid. */
export const userId = (n: number) =>
  `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
/** Staff are recognised by the seed's `jul.example` domain rule. */
export const STAFF_EMAIL = (n: number) => `scale-staff-${n}@jul.example`

const uid = (expr: string) =>
  `(lpad(to_hex(${expr}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`

/**
 * Over 10⁶ rows across 10,000 members, in a few generate_series statements with triggers quiet (the
 * versions stay at 0, as rows from before versions do): what a member's first pull reads, what a probe
 * must not scan. Answers the row count and the staff members' numbers.
 */
export async function seedScale(db: Db, options: { members: number; staff: number }) {
  const members = options.members
  /** `per` rows for every member (m), numbered n, in one statement. */
  const perMember = (per: number) =>
    `from generate_series(1, ${members}) m cross join generate_series(1, ${per}) n`
  const staffIds = Array.from({ length: options.staff }, (_, n) => members + 1 + n)
  await db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica')
    await tx.exec(`insert into auth.users (id, email, email_confirmed_at)
      select ${uid('g')}, 'scale-' || g || '@example.org', now() from generate_series(1, ${members}) g`)
    for (const [n, id] of staffIds.entries())
      await tx.exec(`insert into auth.users (id, email, email_confirmed_at)
        values (${uid(String(id))}, '${STAFF_EMAIL(n)}', now())`)
    await tx.exec(`insert into public.profiles (id, first_name, last_name, email)
      select id, 'Member', right(id::text, 6), email from auth.users where email like 'scale-%'`)
    await tx.exec(`insert into public.mobile_subscriptions (user_id, tier, active)
      select ${uid('m')}, (array['free', 'premium', 'pro'])[m % 3 + 1], true from generate_series(1, ${members}) m`)
    await tx.exec(`insert into public.sessions (user_id, title, start_time, status)
      select ${uid('m')}, 'Session ' || n, now() + (n - 5) * interval '7 days',
        case when n < 5 then 'completed' else 'scheduled' end ${perMember(10)}`)
    await tx.exec(`insert into public.julboard_tasks (user_id, title, status, priority)
      select ${uid('m')}, 'Card ' || n, (array['backlog', 'in_progress', 'completed'])[n % 3 + 1], 'medium' ${perMember(20)}`)
    await tx.exec(
      `insert into public.sparks (user_id, content) select ${uid('m')}, 'Spark ' || n ${perMember(30)}`,
    )
    await tx.exec(`insert into public.capture_inbox (user_id, content, content_type)
      select ${uid('m')}, 'Note ' || n, 'text' ${perMember(10)}`)
    await tx.exec(`insert into public.media_items (user_id, type, title)
      select ${uid('m')}, 'quick_note', 'Item ' || n ${perMember(10)}`)
    await tx.exec(
      `insert into public.milestones (user_id, title) select ${uid('m')}, 'Milestone ' || n ${perMember(5)}`,
    )
    await tx.exec(`insert into public.crm_contacts (user_id, email)
      select ${uid('m')}, 'contact-' || n || '@example.org' ${perMember(5)}`)
    await tx.exec(`insert into public.jul_reflections (user_id, category, prompt, content)
      select ${uid('m')}, 'strategy', 'What matters most?', 'Reflection ' || n ${perMember(10)}`)
    await tx.exec(`insert into public.yel_room_messages (user_id, room_type, content, created_at)
      select ${uid(`(g * 37) % ${members} + 1`)}, (array['julius', 'peer', 'cross-group'])[g % 3 + 1],
        'Room message ' || g, now() - g * interval '1 minute'
      from generate_series(1, ${3 * ROOM_HISTORY}) g`)
    await tx.exec(`insert into public.sync_tombstones (table_name, row_id, user_id, scope)
      select 'sparks', gen_random_uuid(), ${uid('m')}, 'user:' || ${uid('m')} ${perMember(5)}`)
    for (const id of staffIds)
      await tx.exec(`insert into public.staff_caseload (staff_id, member_id, reason)
        select ${uid(String(id))}, ${uid('m')}, 'message' from generate_series(${(id % 50) + 1}, ${(id % 50) + CASELOAD}) m`)
  })
  await db.transaction((tx) => tx.exec('analyze'))
  const [count] = await db.transaction((tx) =>
    tx.query<{ rows: string }>(
      `select sum(n_live_tup)::text as rows from pg_stat_user_tables where schemaname in ('public', 'auth')`,
    ),
  )
  return { rows: Number(count?.rows ?? 0), members, staffIds }
}
