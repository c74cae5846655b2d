import { Link } from 'react-router-dom'

/** Spec 001 §2 / 000 §2.3: staff-only pages each offer a way back to the VIP area. */
const STAFF_PAGES = {
  admin: { title: 'Admin', purpose: 'Staff administration.' },
  gridUpload: { title: 'JUL Grid Upload', purpose: 'Upload the JUL grid for the public site.' },
  proposalEditor: { title: 'Proposal Editor', purpose: 'Edit a proposal before it is shared.' },
  emailSignature: { title: 'Email Signature', purpose: 'Generate a branded email signature.' },
  digitalBusinessCard: { title: 'Digital Business Card', purpose: 'Your digital business card.' },
  mobileDesign: { title: 'Mobile Design', purpose: 'Design references for the mobile companion.' },
} as const

export type StaffPageId = keyof typeof STAFF_PAGES

interface StaffPageProps {
  id: StaffPageId
  signedIn: boolean
  isStaff: boolean
}

export function StaffPage({ id, signedIn, isStaff }: StaffPageProps) {
  const page = STAFF_PAGES[id]
  // Spec 001 §2: /admin's Back goes to /vip when signed in, else to /.
  const back = id === 'admin' && !signedIn ? { to: '/', label: 'Back' } : { to: '/vip', label: 'Back to VIP' }
  return (
    <main className="page">
      <Link to={back.to} className="button-secondary">
        {back.label}
      </Link>
      <h1>{page.title}</h1>
      {isStaff ? <p>{page.purpose}</p> : <p role="alert">This page is for staff only.</p>}
    </main>
  )
}

export function VipPage({ isStaff }: { isStaff: boolean }) {
  return (
    <main className="page">
      <h1>VIP Access</h1>
      {isStaff ? (
        <>
          <p>Staff tools and brand pages.</p>
          <ul>
            <li>
              <Link to="/admin">Admin</Link>
            </li>
            <li>
              <Link to="/brand">Brand</Link>
            </li>
            <li>
              <Link to="/email-signature">Email Signature</Link>
            </li>
            <li>
              <Link to="/digital-business-card">Digital Business Card</Link>
            </li>
            <li>
              <Link to="/mobile-design">Mobile Design</Link>
            </li>
          </ul>
        </>
      ) : (
        <p role="alert">The VIP area is for staff only.</p>
      )}
    </main>
  )
}
