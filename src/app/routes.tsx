import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { LoadingFallback } from '../ui/loading-fallback.tsx'

const HomePage = lazy(() => import('../features/website/home-page.tsx'))
const DashboardPage = lazy(() => import('../features/console/dashboard-page.tsx'))
const MobileShell = lazy(() => import('../features/mobile/mobile-shell.tsx'))
const NotFoundPage = lazy(() => import('../features/website/not-found-page.tsx'))

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingFallback />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/app/*" element={<MobileShell />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
