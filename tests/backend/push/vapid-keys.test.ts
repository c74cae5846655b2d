import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadVapidKeys } from '../../../supabase/local/vapid.ts'

describe('the local server’s VAPID keys', () => {
  it('are generated on the first start, kept in the data directory, and the same on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jul-vapid-'))
    try {
      const first = await loadVapidKeys(dir, {})
      expect(Buffer.from(first.VAPID_PUBLIC_KEY, 'base64url')).toHaveLength(65)
      expect(JSON.parse(await readFile(join(dir, 'vapid.json'), 'utf8'))).toEqual({
        publicKey: first.VAPID_PUBLIC_KEY,
        privateKey: first.VAPID_PRIVATE_KEY,
      })
      expect(await loadVapidKeys(dir, {})).toEqual(first)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('come from configuration when it sets them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jul-vapid-'))
    try {
      const keys = await loadVapidKeys(dir, {
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'mailto:ops@example.com',
      })
      expect(keys).toEqual({
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'mailto:ops@example.com',
      })
      await expect(readFile(join(dir, 'vapid.json'))).rejects.toThrow()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
