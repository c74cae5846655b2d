import type { Page } from '@playwright/test'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'

/**
 * Calls a backend function from the page, as the signed-in member, the way a screen's button does
 * through supabase-js (the buttons that start checkouts belong to other screens; this stands in for
 * them until they exist). Answers the status and the JSON body.
 */
export async function invokeFromPage(
  page: Page,
  name: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ name, body, anonKey }) => {
      const key = Object.keys(localStorage).find((candidate) => /^sb-.+-auth-token$/.test(candidate))
      const stored = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {}
      const response = await fetch(`/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${stored.access_token ?? anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    { name, body, anonKey: LOCAL_ANON_KEY },
  )
}
