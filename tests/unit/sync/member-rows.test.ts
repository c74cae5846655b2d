import { describe, expect, it } from 'vitest'
import { columnsOf, toCsv } from '../../../src/features/export/export-format.ts'
import { withoutSyncColumns } from '../../../sync/public/member-rows.ts'

const pulledSpark = {
  id: 'b7c1f0a2-4a57-4c39-9d7e-0a3f5e2b9c11',
  user_id: 'c1d2e3f4-0000-4000-8000-000000000001',
  content: 'Call the bank about the bridge loan',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:05:00.000Z',
  sync_clock: { content: '0000019a9f3c2b10:0001:phone', '*': '0000019a9f3c2b10:0001:phone' },
}

describe('a mirrored row as the member exports it', () => {
  it('keeps every field of the member and drops the field clocks only sync keeps', () => {
    const row = withoutSyncColumns(pulledSpark)
    expect(row).toEqual({
      id: pulledSpark.id,
      user_id: pulledSpark.user_id,
      content: pulledSpark.content,
      created_at: pulledSpark.created_at,
      updated_at: pulledSpark.updated_at,
    })
  })

  it('gives the CSV no sync column', async () => {
    const rows = [withoutSyncColumns(pulledSpark)]
    expect(columnsOf(rows)).toEqual(['id', 'user_id', 'content', 'created_at', 'updated_at'])
    expect(await toCsv(rows)).not.toContain('sync_clock')
  })
})
