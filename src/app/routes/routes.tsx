import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES } from '../../content/public-pages.ts'
import { shellAt } from '../boot/shell-choice.ts'
import { MobileEntry, MobileShellRoute } from './mobile-shell-route.tsx'
import { PAGE_ELEMENTS, preloadPage } from './public-pages.tsx'
import { WebsiteLayout } from './website-layout.tsx'

// The console, staff and checkout routes and the not-found page: a chunk a visitor's page never needs.
const MemberRoutes = lazy(() => import('./member-routes.tsx'))

/** Every public page of the route table (src/content/public-pages.ts), composed in public-pages.tsx. */
const publicRoutes = PUBLIC_PAGE_IDS.flatMap((id) =>
  PUBLIC_PAGES[id].paths.map((path) => <Route key={path} path={path} element={PAGE_ELEMENTS[id]} />),
)

/** The complete route table of spec 000 §2.2-2.3; the mobile shell owns everything under /app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/app/*" element={<MobileShellRoute />} />
      <Route element={<WebsiteLayout />}>
        {publicRoutes}
        <Route path="*" element={<MemberRoutes />} />
      </Route>
    </Routes>
  )
}

/** Fetches the code of the first screen at the window's address: the mobile shell's, or the public page's. */
export function preloadRoute(win: Window): Promise<unknown> {
  return shellAt(win) === 'mobile' ? MobileEntry.preload() : preloadPage(win.location.pathname)
}
