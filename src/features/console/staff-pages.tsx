import { Link } from 'react-router-dom'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ArrowLeft } from '../../ui/icons.ts'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'

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
    <main>
      <Container className="grid gap-4 pt-8 pb-16">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
        <PageIntro title={page.title} className="pt-0 md:pt-0" />
        {isStaff ? (
          <p className="text-muted-foreground">{page.purpose}</p>
        ) : (
          <Alert variant="danger">This page is for staff only.</Alert>
        )}
      </Container>
    </main>
  )
}

export function VipPage({ isStaff }: { isStaff: boolean }) {
  return (
    <main>
      <Container className="grid gap-6 pb-16">
        <PageIntro title="VIP Access" />
        {isStaff ? (
          <>
            <p className="text-muted-foreground">Staff tools and brand pages.</p>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <li>
                <Card variant="interactive" padding="sm" className="relative">
                  <Link to="/admin" className="font-medium after:absolute after:inset-0">
                    Admin
                  </Link>
                </Card>
              </li>
              <li>
                <Card variant="interactive" padding="sm" className="relative">
                  <Link to="/brand" className="font-medium after:absolute after:inset-0">
                    Brand
                  </Link>
                </Card>
              </li>
              <li>
                <Card variant="interactive" padding="sm" className="relative">
                  <Link to="/email-signature" className="font-medium after:absolute after:inset-0">
                    Email Signature
                  </Link>
                </Card>
              </li>
              <li>
                <Card variant="interactive" padding="sm" className="relative">
                  <Link to="/digital-business-card" className="font-medium after:absolute after:inset-0">
                    Digital Business Card
                  </Link>
                </Card>
              </li>
              <li>
                <Card variant="interactive" padding="sm" className="relative">
                  <Link to="/mobile-design" className="font-medium after:absolute after:inset-0">
                    Mobile Design
                  </Link>
                </Card>
              </li>
            </ul>
          </>
        ) : (
          <Alert variant="danger">The VIP area is for staff only.</Alert>
        )}
      </Container>
    </main>
  )
}
