import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { useAuth } from '../data/auth.ts'
import type { StaffPageId } from '../features/console/staff-pages.tsx'
import { useVipCleanup } from '../features/pwa/use-vip-cleanup.ts'
import { ProtectedRoute } from './protected-route.tsx'

const staffPages = () => import('../features/console/staff-pages.tsx')
const StaffPage = lazy(() => staffPages().then((m) => ({ default: m.StaffPage })))
const VipPage = lazy(() => staffPages().then((m) => ({ default: m.VipPage })))

function Staff({ id }: { id: StaffPageId }) {
  const { status, isStaff } = useAuth()
  return <StaffPage id={id} signedIn={status === 'signed-in'} isStaff={isStaff} />
}

function Vip() {
  const { isStaff } = useAuth()
  // A move to /vip inside the app does not reload, so the start-up clean-up never sees it (000 §4.6).
  useVipCleanup()
  return <VipPage isStaff={isStaff} />
}

const PROTECTED_STAFF: readonly [string, StaffPageId][] = [
  ['/admin/jul-grid-upload', 'gridUpload'],
  ['/admin/proposals/:id', 'proposalEditor'],
]

/** Spec 001 §2: named staff pages; /admin's Back depends on being signed in, so it is not gated. */
const OPEN_STAFF: readonly [string, StaffPageId][] = [
  ['/admin', 'admin'],
  ['/email-signature', 'emailSignature'],
  ['/digital-business-card', 'digitalBusinessCard'],
  ['/mobile-design', 'mobileDesign'],
]

/** Route elements (not a component: react-router needs <Route> children directly). */
export function protectedRoutes() {
  return [
    <Route
      key="/vip"
      path="/vip"
      element={
        <ProtectedRoute>
          <Vip />
        </ProtectedRoute>
      }
    />,
    ...PROTECTED_STAFF.map(([path, id]) => (
      <Route
        key={path}
        path={path}
        element={
          <ProtectedRoute>
            <Staff id={id} />
          </ProtectedRoute>
        }
      />
    )),
    ...OPEN_STAFF.map(([path, id]) => <Route key={path} path={path} element={<Staff id={id} />} />),
  ]
}
