import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { AppContent } from '../app.tsx'
import type { AppServices } from '../backend/services.ts'
import { PageRoot } from '../page-root.tsx'

const unavailable = () => Promise.reject(new Error('There is no backend while the build prerenders a page'))

/**
 * A first-time visitor with no backend. Effects never run in a prerender, so nothing here is called; a
 * render that did call one would fail the build rather than bake a half-loaded page into it.
 */
const visitorAtBuildTime: AppServices = {
  auth: {
    currentUser: async () => null,
    onChange: () => () => undefined,
    signIn: unavailable,
    signUp: unavailable,
    sendMagicLink: unavailable,
    adoptSession: unavailable,
    signOut: unavailable,
    clearLocalSession: unavailable,
  },
  liveUsers: unavailable,
  brandAssets: { listLogos: unavailable, invoke: unavailable },
  isStaffEmail: () => false,
  invokeFunction: unavailable,
}

/**
 * The HTML of #root at `path` for a first-time visitor. The first pass loads every lazy part the page
 * reaches; the second renders with all of them at hand, so the HTML is complete in place: a part that
 * arrived late in one pass would instead come as a hidden segment and an inline script moving it.
 */
export async function renderPath(path: string): Promise<string> {
  const page = (
    <PageRoot>
      <StaticRouter location={path}>
        <AppContent services={visitorAtBuildTime} />
      </StaticRouter>
    </PageRoot>
  )
  await prerender(page)
  const html = renderToString(page)
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(
      `${path} still waits for something after every lazy part loaded: it cannot be prerendered`,
    )
  }
  return html
}
