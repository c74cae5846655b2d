import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migratedPglite } from '../../../supabase/scripts/gen-types.ts'

// The triggers that queue a capture's file for deletion (migration 20261203000100), on one in-process
// PGlite with the migrations: what lands in private.storage_deletions for each kind of change. The
// function that empties the queue through the Storage API is tested on the server
// (tests/backend/security/private-captures.test.ts).

const BASE = 'https://project.example/storage/v1/object'
const hash = (n: number) => n.toString(16).padStart(64, '0')

let db: PGlite
let next = 0

async function member(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email) values ($1) returning id::text as id`,
    [`member-${++next}@test.local`],
  )
  return rows[0]?.id as string
}

async function storedFile(owner: string): Promise<string> {
  const name = `${owner}/${hash(++next)}.jpg`
  await db.query(
    `insert into storage.objects (bucket_id, name, owner_id) values ('quickadd-photos', $1, $2)`,
    [name, owner],
  )
  return name
}

async function capture(owner: string, url: string | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.capture_inbox (user_id, content_type, file_url) values ($1, 'photo', $2)
     returning id::text as id`,
    [owner, url],
  )
  return rows[0]?.id as string
}

async function queued(): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'select name from private.storage_deletions order by name',
  )
  return rows.map((row) => row.name)
}

beforeAll(async () => {
  db = await migratedPglite({ seeds: false })
}, 120_000)
afterAll(async () => {
  await db.close()
})

describe('queueing capture files for deletion', () => {
  it('reads the object name from the public, authenticated and signed forms of a file URL only', async () => {
    const { rows } = await db.query<{ path: string | null }>(
      `select public.capture_file_path(url) as path from unnest($1::text[]) with ordinality as u(url, i) order by i`,
      [
        [
          `${BASE}/public/quickadd-photos/u/a.jpg`,
          `${BASE}/authenticated/quickadd-photos/u/b.webm`,
          `${BASE}/sign/quickadd-photos/u/c.jpg?token=x`,
          `${BASE}/public/brand-assets/logos/d.png`,
          'https://elsewhere.example/photo.jpg',
        ],
      ],
    )
    expect(rows.map((row) => row.path)).toEqual(['u/a.jpg', 'u/b.webm', 'u/c.jpg', null, null])
  })

  it('queues the file of a deleted capture, only once the last capture of the same bytes is gone', async () => {
    const owner = await member()
    const name = await storedFile(owner)
    const first = await capture(owner, `${BASE}/authenticated/quickadd-photos/${name}`)
    const second = await capture(owner, `${BASE}/public/quickadd-photos/${name}`)
    await db.query('delete from public.capture_inbox where id = $1', [first])
    expect(await queued()).not.toContain(name)
    await db.query('delete from public.capture_inbox where id = $1', [second])
    expect(await queued()).toContain(name)
  })

  it("never queues another member's file that a row of mine points at", async () => {
    const owner = await member()
    const other = await member()
    const theirs = await storedFile(other)
    const row = await capture(owner, `${BASE}/authenticated/quickadd-photos/${theirs}`)
    await db.query('delete from public.capture_inbox where id = $1', [row])
    expect(await queued()).not.toContain(theirs)
  })

  it('queues the old file when a capture points elsewhere, and nothing for other edits', async () => {
    const owner = await member()
    const before = await storedFile(owner)
    const after = await storedFile(owner)
    const row = await capture(owner, `${BASE}/authenticated/quickadd-photos/${before}`)
    await db.query(`update public.capture_inbox set content = 'edited' where id = $1`, [row])
    expect(await queued()).not.toContain(before)
    await db.query('update public.capture_inbox set file_url = $2 where id = $1', [
      row,
      `${BASE}/authenticated/quickadd-photos/${after}`,
    ])
    expect(await queued()).toContain(before)
    expect(await queued()).not.toContain(after)
  })

  it('queues both files of a deleted media item', async () => {
    const owner = await member()
    const image = await storedFile(owner)
    const voice = await storedFile(owner)
    const { rows } = await db.query<{ id: string }>(
      `insert into public.media_items (user_id, type, photo_url, file_url) values ($1, 'photo', $2, $3)
       returning id::text as id`,
      [
        owner,
        `${BASE}/authenticated/quickadd-photos/${image}`,
        `${BASE}/authenticated/quickadd-photos/${voice}`,
      ],
    )
    await db.query('delete from public.media_items where id = $1', [rows[0]?.id])
    expect(await queued()).toEqual(expect.arrayContaining([image, voice]))
  })

  it("queues every file in a deleted account's folder, also files no row pointed at", async () => {
    const owner = await member()
    const kept = await storedFile(owner)
    const orphan = await storedFile(owner)
    await capture(owner, `${BASE}/authenticated/quickadd-photos/${kept}`)
    await db.query('delete from auth.users where id = $1', [owner])
    expect(await queued()).toEqual(expect.arrayContaining([kept, orphan]))
  })

  it('drops from the queue a file pointed at again before the function ran', async () => {
    const owner = await member()
    const name = await storedFile(owner)
    await db.query('delete from public.capture_inbox where id = $1', [
      await capture(owner, `${BASE}/authenticated/quickadd-photos/${name}`),
    ])
    expect(await queued()).toContain(name)
    await capture(owner, `${BASE}/authenticated/quickadd-photos/${name}`)
    const { rows } = await db.query<{ name: string }>('select name from public.storage_deletions_due(1000)')
    expect(rows.map((row) => row.name)).not.toContain(name)
    expect(await queued()).not.toContain(name)
  })

  it('keeps the queue and its functions away from members and anon', async () => {
    const refusal = (role: string, sql: string) =>
      db
        .transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [role])
          await tx.query(sql)
        })
        .then(
          () => 'allowed',
          (error: unknown) => String(error),
        )
    for (const role of ['anon', 'authenticated']) {
      expect(await refusal(role, 'select public.storage_deletions_due(10)')).toMatch(/permission denied/)
      expect(await refusal(role, 'select * from private.storage_deletions')).toMatch(/permission denied/)
    }
    expect(await refusal('service_role', 'select public.storage_deletions_due(10)')).toBe('allowed')
  })
})
