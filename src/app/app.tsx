import { Suspense } from 'react'
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom'
import { LoadingFallback } from '../ui/loading-fallback.tsx'
import { defaultServices } from './default-services.ts'
import { installGlobalErrorHandlers } from './global-error-handlers.ts'
import { Providers } from './providers.tsx'
import { AppRoutes } from './routes.tsx'
import type { AppServices } from './services.ts'
import { firstRedirect, shellInputAt } from './shell-choice.ts'

// Installed when the app module loads, before the first render, so a crash that leaves #root empty
// still shows 'App Error Detected'.
if (typeof window !== 'undefined') installGlobalErrorHandlers(window)

/** Spec 000 §2.1: brand domain → /juliverse; the mobile flag or a native device → the /app shell. */
export function ShellSwitch() {
  const location = useLocation()
  const target = firstRedirect({
    ...shellInputAt(window, import.meta.env.VITE_BRAND_HOST ?? ''),
    search: location.search,
    pathname: location.pathname,
  })
  if (target) return <Navigate to={target} replace />
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
