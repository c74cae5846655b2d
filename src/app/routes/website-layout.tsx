import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { LEGAL_LINKS } from '../../content/legal-links.ts'
import { useAuth } from '../../data/auth.ts'
import { CookieBanner } from '../../features/consent/cookie-banner.tsx'
import { CurrencyPicker } from '../../features/currency/currency-picker.tsx'
import { SiteHeader } from '../../features/header/site-header.tsx'
import { initialsOf } from '../../lib/initials.ts'
import { SiteFooter } from '../../ui/layouts/website.tsx'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { AppErrorBoundary } from '../app-error-boundary.tsx'
import { checkBrandAssets } from '../backend/brand-assets-check.ts'
import { useServices } from '../backend/services-context.ts'
import { useRouteMeta } from './route-meta.ts'

let brandAssetsChecked = false

/** The website frame: sticky header, the page, the footer, the cookie banner; start-up checks run once per load. */
export function WebsiteLayout() {
  const services = useServices()
  const auth = useAuth()
  const { pathname } = useLocation()
  useRouteMeta()

  useEffect(() => {
    if (brandAssetsChecked) return
    brandAssetsChecked = true
    void checkBrandAssets(services.brandAssets, navigator.onLine)
  }, [services])

  // A new page starts at its top (spec 000 §2.4); same-page anchors keep their position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger itself.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  const headerUser = auth.user
    ? { displayName: auth.user.displayName, initials: initialsOf(auth.user.displayName) }
    : null

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed top-2 left-2 z-(--z-skip-link) -translate-y-20 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:translate-y-0"
      >
        Skip to content
      </a>
      <SiteHeader
        user={headerUser}
        isStaff={auth.isStaff}
        onSignOut={() => void auth.signOut()}
        fetchLiveUsers={services.liveUsers}
        currencySlot={<CurrencyPicker />}
      />
      <div id="main-content" className="flex flex-1 flex-col">
        <AppErrorBoundary resetKey={pathname}>
          {/* A screen-high fallback keeps the footer below the fold while a page's chunk loads: otherwise
              it shows at the bottom of the screen and the page arriving pushes it away (CLS 0.75 on /). */}
          <Suspense
            fallback={
              <div className="flex min-h-dvh flex-col">
                <LoadingFallback />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </div>
      <SiteFooter legalLinks={LEGAL_LINKS} />
      <CookieBanner />
    </div>
  )
}
