import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, supabaseConfig } from '../../../src/app/backend/supabase-config.ts'

describe('supabase client configuration', () => {
  it('uses the page origin and the local anon key when no env is set (one-origin local server)', () => {
    expect(supabaseConfig({}, 'http://127.0.0.1:54321')).toEqual({
      url: 'http://127.0.0.1:54321',
      anonKey: LOCAL_ANON_KEY,
    })
  })

  it('prefers VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY for a hosted project', () => {
    const env = {
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
    }
    expect(supabaseConfig(env, 'https://jul.example')).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'anon',
    })
  })

  it('ships the Supabase CLI anon key: role anon, signed for the local demo issuer', () => {
    const payload = JSON.parse(atob(LOCAL_ANON_KEY.split('.')[1] ?? ''))
    expect(payload).toMatchObject({ iss: 'supabase-demo', role: 'anon' })
  })
})
