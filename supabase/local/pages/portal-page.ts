import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import type { FunctionEnv } from '../../functions/_shared/function-env.ts'
import { changePlan, endPlan } from '../../functions/_shared/payments/fulfil.ts'
import {
  LOCAL_PAGES_PATH,
  type LocalPortal,
  readLocalPortal,
} from '../../functions/_shared/payments/local-provider.ts'
import { orThrow, serviceClient } from '../../functions/_shared/project-client.ts'
import type { HonoEnv } from '../context.ts'
import { errorPage, page } from './layout.ts'

// The local customer portal: the member's desktop and mobile plans, each with a plan
// change and a cancel, as the provider's billing portal offers. Changes go through the same database
// functions the webhook uses, so the app sees them through sync exactly as in production.

const INVALID = 'This subscription link is invalid or has expired. Open it again from JUL.'

interface Plans {
  desktop: { membership_tier: string; status: string } | null
  mobile: { tier: string; active: boolean } | null
}

const action = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('change'),
    plan: z.enum(['desktop_standard', 'desktop_pro', 'mobile_premium', 'mobile_pro']),
  }),
  z.object({ action: z.literal('cancel'), area: z.enum(['desktop', 'mobile']) }),
])

async function plansOf(env: FunctionEnv, userId: string): Promise<Plans> {
  const client = serviceClient(env)
  const desktop = orThrow(
    await client
      .from('jul_memberships')
      .select('membership_tier,status')
      .eq('user_id', userId)
      .eq('membership_kind', 'desktop_access')
      .limit(1)
      .maybeSingle(),
    'select jul_memberships',
  )
  const mobile = orThrow(
    await client
      .from('mobile_subscriptions')
      .select('tier,active')
      .eq('user_id', userId)
      .limit(1)
      .maybeSingle(),
    'select mobile_subscriptions',
  )
  return { desktop, mobile }
}

function button(token: string, label: string, fields: Record<string, string>) {
  return html`<form method="post" action="portal/action">
    <input type="hidden" name="token" value="${token}" />
    ${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
    <button type="submit">${label}</button>
  </form>`
}

function desktopSection(plans: Plans, token: string) {
  const row = plans.desktop
  const active = row?.status === 'active'
  const name =
    !row || !active ? 'None' : row.membership_tier === 'desktop_pro' ? 'Desktop Pro' : 'Desktop Standard'
  return html`<section>
    <h2>Desktop console</h2>
    <p data-testid="portal-desktop">Plan: ${name}${row && !active ? ` (${row.status})` : ''}</p>
    <div class="actions">
      ${active && row?.membership_tier === 'desktop_pro' ? button(token, 'Switch to Standard', { action: 'change', plan: 'desktop_standard' }) : ''}
      ${active && row?.membership_tier === 'desktop_standard' ? button(token, 'Switch to Pro', { action: 'change', plan: 'desktop_pro' }) : ''}
      ${active ? button(token, 'Cancel desktop plan', { action: 'cancel', area: 'desktop' }) : ''}
    </div>
  </section>`
}

function mobileSection(plans: Plans, token: string) {
  const row = plans.mobile
  const active = row?.active === true && row.tier !== 'free'
  return html`<section>
    <h2>Mobile app</h2>
    <p data-testid="portal-mobile">Plan: ${active ? row.tier : 'free'}</p>
    <div class="actions">
      ${active && row.tier === 'premium' ? button(token, 'Switch to Pro', { action: 'change', plan: 'mobile_pro' }) : ''}
      ${active && row.tier === 'pro' ? button(token, 'Switch to Premium', { action: 'change', plan: 'mobile_premium' }) : ''}
      ${active ? button(token, 'Cancel mobile plan', { action: 'cancel', area: 'mobile' }) : ''}
    </div>
  </section>`
}

function portalView(portal: LocalPortal, plans: Plans, token: string, updated: boolean) {
  return page(
    'JUL subscription',
    html`<h1>Manage your subscription</h1>
      <p class="note">Local test portal for ${portal.email}: no card is charged.</p>
      ${updated ? html`<p class="done" role="status">Your plan was updated.</p>` : ''}
      ${desktopSection(plans, token)} ${mobileSection(plans, token)}
      <section><a href="${portal.returnUrl}">Return to JUL</a></section>`,
  )
}

export function portalPages(env: () => FunctionEnv): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const read = (token: string) => readLocalPortal(token, env().SUPABASE_SERVICE_ROLE_KEY)

  app.get('/', async (c: Context<HonoEnv>) => {
    const token = c.req.query('token') ?? ''
    const portal = await read(token)
    if (!portal) return c.html(errorPage(INVALID), 400)
    const plans = await plansOf(env(), portal.userId)
    return c.html(portalView(portal, plans, token, c.req.query('updated') === '1'))
  })
  app.post('/action', async (c) => {
    const form = await c.req.parseBody()
    const token = typeof form.token === 'string' ? form.token : ''
    const portal = await read(token)
    if (!portal) return c.html(errorPage(INVALID), 400)
    const parsed = action.safeParse(form)
    if (!parsed.success) return c.html(errorPage('That change is not offered here.'), 400)
    if (parsed.data.action === 'change') await changePlan(env(), portal.userId, parsed.data.plan)
    else await endPlan(env(), portal.userId, parsed.data.area)
    return c.redirect(`${LOCAL_PAGES_PATH}/portal?token=${encodeURIComponent(token)}&updated=1`, 303)
  })
  return app
}
