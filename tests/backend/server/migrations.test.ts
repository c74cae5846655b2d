import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalServer } from '../../../supabase/local/server.ts'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jul-migrations-'))
  await writeFile(join(dir, '20260101000000_ok.sql'), 'create table public.fine (id int primary key);')
  await writeFile(join(dir, '20260102000000_broken.sql'), 'create table public.broken (id int primary key;')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('migrations', () => {
  it('a failing migration stops the start naming its file and the SQL error', async () => {
    const start = startLocalServer({ port: 0, migrationsDir: dir, seedDir: dir, logLevel: 'silent' })
    await expect(start).rejects.toThrow(/20260102000000_broken\.sql: syntax error at or near ";"/)
  })
})
