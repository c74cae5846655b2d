import { randomUUID } from 'node:crypto'
import pg from 'pg'

/** Creates an empty database on the server of `adminUrl`, so each run starts clean. */
export async function createFreshDatabase(adminUrl: string, prefix = 'jul_test') {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
