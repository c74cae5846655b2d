import { describe, expect, it } from 'vitest'
import { DEFAULT_JWT_SECRET } from '../../../supabase/local/config.ts'
import { startLocalServer } from '../../../supabase/local/server.ts'

const OWN_SECRET = 'a-secret-of-this-deployment-only-with-more-than-32-characters'

describe('the published default secrets', () => {
  it('refuse a start reachable from other machines unless JWT_SECRET is set', async () => {
    await expect(startLocalServer({ port: 0, host: '0.0.0.0', logLevel: 'silent' })).rejects.toThrow(
      /JWT_SECRET/,
    )
  })

  it('refuse a production start unless JWT_SECRET is set, also when it is set to the published one', async () => {
    await expect(startLocalServer({ port: 0, production: true, logLevel: 'silent' })).rejects.toThrow(
      /JWT_SECRET/,
    )
    await expect(
      startLocalServer({ port: 0, production: true, jwtSecret: DEFAULT_JWT_SECRET, logLevel: 'silent' }),
    ).rejects.toThrow(/JWT_SECRET/)
  })

  it('start on every interface with a secret of its own, and then accept no published key', async () => {
    const server = await startLocalServer({
      port: 0,
      host: '0.0.0.0',
      jwtSecret: OWN_SECRET,
      logLevel: 'silent',
    })
    try {
      const published = await fetch(`http://127.0.0.1:${new URL(server.url).port}/rest/v1/service_cards`, {
        headers: { apikey: DEFAULT_JWT_SECRET },
      })
      expect(published.status).toBe(401)
      const own = await fetch(
        `http://127.0.0.1:${new URL(server.url).port}/rest/v1/service_cards?select=id`,
        {
          headers: { apikey: server.anonKey },
        },
      )
      expect(own.status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
