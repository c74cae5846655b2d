import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES } from '../content/public-pages.ts'
import { DASHBOARD_ALIASES } from '../features/console/dashboard-tabs.ts'
import { DashboardRoute } from './dashboard-route.tsx'
import { MobileShellRoute } from './mobile-shell-route.tsx'
import { ProtectedRoute } from './protected-route.tsx'
import { PAGE_ELEMENTS } from './public-pages.tsx'
import { protectedRoutes } from './staff-routes.tsx'
import { WebsiteLayout } from './website-layout.tsx'

const NotFoundPage = lazy(() => import('../features/website/not-found-page.tsx'))
const checkoutPages = () => import('../features/checkout/checkout-return-page.tsx')
const ConsoleCheckoutReturnPage = lazy(() =>
  checkoutPages().then((m) => ({ default: m.ConsoleCheckoutReturnPage })),
)
const MobileCheckoutReturnPage = lazy(() =>
  checkoutPages().then((m) => ({ default: m.MobileCheckoutReturnPage })),
)

/** 000 §2.3 checkout returns: signed in, since they show what the member bought. */
const CHECKOUT_RETURNS = [
  ['/console-success', ConsoleCheckoutReturnPage],
  ['/console-cancel', ConsoleCheckoutReturnPage],
  ['/mobile-success', MobileCheckoutReturnPage],
  ['/mobile-cancel', MobileCheckoutReturnPage],
] as const

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
        <Route path="/dashboard" element={<DashboardRoute />} />
        {DASHBOARD_ALIASES.map((path) => (
          <Route key={path} path={path} element={<DashboardRoute />} />
        ))}
        {protectedRoutes()}
        {CHECKOUT_RETURNS.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <ProtectedRoute>
                <Page />
              </ProtectedRoute>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
