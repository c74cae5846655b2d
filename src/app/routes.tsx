import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES } from '../content/public-pages.ts'
import { DashboardRoute } from './dashboard-route.tsx'
import { MobileShellRoute } from './mobile-shell-route.tsx'
import { PAGE_ELEMENTS } from './public-pages.tsx'
import { protectedRoutes } from './staff-routes.tsx'
import { WebsiteLayout } from './website-layout.tsx'

const NotFoundPage = lazy(() => import('../features/website/not-found-page.tsx'))

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
        <Route path="/dashboard" element={<DashboardRoute />} />
        {protectedRoutes()}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
