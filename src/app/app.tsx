import { Suspense } from 'react'
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom'
import { LoadingFallback } from '../ui/loading-fallback.tsx'
import { defaultServices } from './default-services.ts'
import { installGlobalErrorHandlers } from './global-error-handlers.ts'
import { Providers } from './providers.tsx'
import { AppRoutes } from './routes.tsx'
import type { AppServices } from './services.ts'
import { brandRedirect, chooseShell, isNativePlatform, type ShellInput } from './shell-choice.ts'

// Installed when the app module loads, before the first render, so a crash that leaves #root empty
// still shows 'App Error Detected'.
if (typeof window !== 'undefined') installGlobalErrorHandlers(window)

/** Inside the mobile shell already, or signing in manually from its prompt (a native app has no flag). */
function staysOnWebsite(pathname: string): boolean {
  return (
    pathname === '/app' || pathname.startsWith('/app/') || pathname === '/auth' || pathname === '/magic-auth'
  )
}

/** Spec 000 §2.1: brand domain → /juliverse; the mobile flag or a native device → the /app shell. */
export function ShellSwitch() {
  const location = useLocation()
  const input: ShellInput = {
    search: location.search,
    pathname: location.pathname,
    hostname: window.location.hostname,
    isNative: isNativePlatform(window),
    brandHost: import.meta.env.VITE_BRAND_HOST ?? '',
  }
  const brandTarget = brandRedirect(input)
  if (brandTarget) return <Navigate to={brandTarget} replace />
  if (chooseShell(input) === 'mobile' && !staysOnWebsite(location.pathname)) {
    return <Navigate to="/app/home" replace />
  }
  return (
    <Suspense fallback={<LoadingFallback />}>
      <AppRoutes />
    </Suspense>
  )
}

/** The app under any router: the page's own (`App`) or the build's prerender at one address. */
export function AppContent({ services }: { services: AppServices }) {
  return (
    <Providers services={services}>
      <ShellSwitch />
    </Providers>
  )
}

export function App({ services }: { services?: AppServices }) {
  return (
    <BrowserRouter>
      <AppContent services={services ?? defaultServices()} />
    </BrowserRouter>
  )
}
