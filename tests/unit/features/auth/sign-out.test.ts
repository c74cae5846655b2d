import { describe, expect, it } from 'vitest'
import { signOutWithFallback } from '../../../../src/features/auth/sign-out.ts'

function recorder() {
  const log: string[] = []
  return {
    log,
    notify: {
      success: (title: string, description?: string) =>
        log.push(description ? `${title}: ${description}` : title),
      error: (title: string, description?: string) =>
        log.push(`error ${description ? `${title}: ${description}` : title}`),
    },
  }
}

describe('sign-out', () => {
  it("confirms with 'Signed out: You have been signed out successfully.'", async () => {
    const { log, notify } = recorder()
    const outcome = await signOutWithFallback({
      signOut: async () => ({ error: null }),
      clearLocalSession: async () => log.push('cleared'),
      notify,
    })
    expect(outcome).toBe('signed-out')
    expect(log).toEqual(['Signed out: You have been signed out successfully.'])
  })

  it("on failure says 'Error: Failed to sign out', clears the local session, then 'Securely logged out'", async () => {
    const { log, notify } = recorder()
    sessionStorage.setItem('landing_context', '{}')
    const outcome = await signOutWithFallback({
      signOut: async () => ({ error: new Error('500') }),
      clearLocalSession: async () => log.push('cleared'),
      notify,
    })
    expect(outcome).toBe('cleared-locally')
    expect(log).toEqual(['error Error: Failed to sign out', 'cleared', 'Securely logged out'])
    expect(sessionStorage.getItem('landing_context')).toBeNull()
  })

  it('treats a thrown sign-out (offline) like a failed one', async () => {
    const { log, notify } = recorder()
    await signOutWithFallback({
      signOut: () => Promise.reject(new TypeError('Failed to fetch')),
      clearLocalSession: async () => log.push('cleared'),
      notify,
    })
    expect(log.at(-1)).toBe('Securely logged out')
  })

  it('warns about pending offline changes and keeps them', async () => {
    const { log, notify } = recorder()
    await signOutWithFallback({
      signOut: async () => ({ error: null }),
      clearLocalSession: async () => undefined,
      notify,
      drainQueue: async () => 2,
    })
    expect(log[0]).toMatch(/^error You have unsynced changes/)
  })
})
