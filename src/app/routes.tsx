import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PUBLIC_PAGES, type PublicPageId } from '../content/public-pages.ts'
import { DashboardRoute } from './dashboard-route.tsx'
import { MobileShellRoute } from './mobile-shell-route.tsx'
import { ProtectedRoute } from './protected-route.tsx'
import { protectedRoutes } from './staff-routes.tsx'
import { WebsiteLayout } from './website-layout.tsx'

const HomePage = lazy(() => import('../features/website/home-page.tsx'))
const ContentPage = lazy(() => import('../features/website/content-page.tsx'))
const LandingPage = lazy(() => import('../features/website/landing-page.tsx'))
const SitemapPage = lazy(() => import('../features/website/sitemap-page.tsx'))
const NotFoundPage = lazy(() => import('../features/website/not-found-page.tsx'))
const PlaybookArticlePage = lazy(() =>
  import('../features/website/dynamic-pages.tsx').then((m) => ({ default: m.PlaybookArticlePage })),
)
const PublicProposalPage = lazy(() =>
  import('../features/website/dynamic-pages.tsx').then((m) => ({ default: m.PublicProposalPage })),
)
const CompanyReportPage = lazy(() =>
  import('../features/website/dynamic-pages.tsx').then((m) => ({ default: m.CompanyReportPage })),
)
const AuthPage = lazy(() => import('../features/auth/auth-page.tsx'))
const MagicAuthPage = lazy(() => import('../features/auth/magic-auth-page.tsx'))
const CookiePreferencesPage = lazy(() => import('../features/consent/cookie-preferences-page.tsx'))
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

const contentRoutes = (Object.keys(PUBLIC_PAGES) as PublicPageId[]).flatMap((id) =>
  PUBLIC_PAGES[id].paths.map((path) => <Route key={path} path={path} element={<ContentPage id={id} />} />),
)

/** The complete route table of spec 000 §2.2-2.3; the mobile shell owns everything under /app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/app/*" element={<MobileShellRoute />} />
      <Route element={<WebsiteLayout />}>
        <Route path="/" element={<HomePage />} />
        {contentRoutes}
        <Route path="/sitemap" element={<SitemapPage />} />
        <Route path="/cookie-preferences" element={<CookiePreferencesPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/magic-auth" element={<MagicAuthPage />} />
        <Route path="/landing/:slug" element={<LandingPage />} />
        <Route path="/jul-playbook/:slug" element={<PlaybookArticlePage />} />
        <Route path="/p/:slug" element={<PublicProposalPage />} />
        <Route path="/crr/:reportId/view" element={<CompanyReportPage />} />
        <Route path="/crr/report/:reportId" element={<CompanyReportPage />} />
        <Route path="/crr/:companySlug/:reportSlug" element={<CompanyReportPage />} />
        <Route path="/crr/:companySlug" element={<CompanyReportPage />} />
        <Route path="/dashboard" element={<DashboardRoute />} />
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
