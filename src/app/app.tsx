import { Suspense } from 'react'
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom'
import { LoadingFallback } from '../ui/loading-fallback.tsx'
import { defaultServices } from './backend/default-services.ts'
import type { AppServices } from './backend/services.ts'
import { installGlobalErrorHandlers } from './boot/global-error-handlers.ts'
import { firstRedirect, shellInputAt } from './boot/shell-choice.ts'
import { Providers } from './providers.tsx'
import { AppRoutes } from './routes/routes.tsx'

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
