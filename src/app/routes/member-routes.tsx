import { type ComponentType, lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { AuditTrailContext } from '../../data/audit-trail-context.ts'
import { useAuth } from '../../data/auth.ts'
import { DASHBOARD_ALIASES } from '../../features/console/dashboard-tabs.ts'
import NotFoundPage from '../../features/website/not-found-page.tsx'
import { recordPageAudit } from '../backend/page-audit.ts'
import { useVipCleanup } from '../pwa/use-vip-cleanup.ts'
import { LAUNCH_PATH, LaunchRedirect } from './launch.tsx'
import { ProtectedRoute } from './protected-route.tsx'

/**
 * Every website route that is not a public page (000 §2.3, 001 §2): the console, the staff pages, the
 * checkout returns, and the not-found page for any other path. A chunk of its own, loaded when the
 * address is none of the public pages, so a visitor's first page does not carry these tables.
 */

// The console's composition (its tabs, the floating helpers) loads with the first console route.
const DashboardRoute = lazy(() =>
  import('./dashboard-route.tsx').then((m) => ({ default: m.DashboardRoute })),
)
const checkoutPages = () => import('../../features/checkout/checkout-return-page.tsx')
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

const VipPage = lazy(() => import('../../features/staff/vip-page.tsx').then((m) => ({ default: m.VipPage })))
const AdminPage = lazy(() =>
  import('../../features/staff/admin-page.tsx').then((m) => ({ default: m.AdminPage })),
)
const GridUploadPage = lazy(() =>
  import('../../features/staff/grid-upload-page.tsx').then((m) => ({ default: m.GridUploadPage })),
)
const ProposalEditorPage = lazy(() =>
  import('../../features/staff/proposal-editor-page.tsx').then((m) => ({ default: m.ProposalEditorPage })),
)
const EmailSignaturePage = lazy(() =>
  import('../../features/staff/email-signature-page.tsx').then((m) => ({ default: m.EmailSignaturePage })),
)
const BusinessCardPage = lazy(() =>
  import('../../features/staff/business-card-page.tsx').then((m) => ({ default: m.BusinessCardPage })),
)
const MobileDesignPage = lazy(() =>
  import('../../features/staff/mobile-design-page.tsx').then((m) => ({ default: m.MobileDesignPage })),
)

const MembershipTemplatePage = lazy(() => import('../../features/membership/membership-template-page.tsx'))

type StaffPage = ComponentType<{ isStaff: boolean }>

/** A staff page with the signed-in user's staff flag (the server's RLS guards the data they touch). */
function Staff({ page: Page }: { page: StaffPage }) {
  const { isStaff } = useAuth()
  return <Page isStaff={isStaff} />
}

function Admin() {
  const { status, isStaff } = useAuth()
  return <AdminPage signedIn={status === 'signed-in'} isStaff={isStaff} />
}

function Vip() {
  const { isStaff } = useAuth()
  // A move to /vip inside the app does not reload, so the start-up clean-up never sees it (000 §4.6).
  useVipCleanup()
  return <VipPage isStaff={isStaff} />
}

/** 000 §2.3: protected routes (sign-in first). */
const PROTECTED_STAFF: readonly [string, StaffPage][] = [
  ['/admin/jul-grid-upload', GridUploadPage],
  ['/admin/proposals/:id', ProposalEditorPage],
]

/** 001 §2: named staff pages; each says "staff only" to anyone else. */
const OPEN_STAFF: readonly [string, StaffPage][] = [
  ['/email-signature', EmailSignaturePage],
  ['/digital-business-card', BusinessCardPage],
  ['/mobile-design', MobileDesignPage],
]

/**
 * Rendered by the route table's catch-all route, inside the website frame. The audit trail is provided
 * here, not with the page's providers: the screens that record data access (exports, staff opening a
 * member's data) are all on these routes, and a visitor's first page then carries none of it.
 */
export default function MemberRoutes() {
  return (
    <AuditTrailContext value={recordPageAudit}>
      <MemberRouteTable />
    </AuditTrailContext>
  )
}

function MemberRouteTable() {
  return (
    <Routes>
      <Route path={LAUNCH_PATH} element={<LaunchRedirect />} />
      <Route path="/dashboard" element={<DashboardRoute />} />
      {DASHBOARD_ALIASES.map((path) => (
        <Route key={path} path={path} element={<DashboardRoute />} />
      ))}
      <Route
        path="/vip"
        element={
          <ProtectedRoute>
            <Vip />
          </ProtectedRoute>
        }
      />
      {PROTECTED_STAFF.map(([path, page]) => (
        <Route
          key={path}
          path={path}
          element={
            <ProtectedRoute>
              <Staff page={page} />
            </ProtectedRoute>
          }
        />
      ))}
      {/* /admin's Back depends on being signed in (001 §2), so the page itself is not gated. */}
      <Route path="/admin" element={<Admin />} />
      {OPEN_STAFF.map(([path, page]) => (
        <Route key={path} path={path} element={<Staff page={page} />} />
      ))}
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
      <Route path="/membership-template" element={<MembershipTemplatePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
