import { Link } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { ArrowLeft } from '../../ui/icons.ts'
import { Container } from '../../ui/layouts/website.tsx'
import { STAFF_TEXTS } from './texts.ts'

/** 000 §2.3: /brand offers staff a Back to VIP; everyone else sees the public brand page only. */
export function StaffBackToVip({ isStaff }: { isStaff: boolean }) {
  if (!isStaff) return null
  return (
    <nav aria-label="Staff" className="border-b border-border bg-muted">
      <Container className="py-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/vip">
            <ArrowLeft aria-hidden="true" />
            {STAFF_TEXTS.backToVip}
          </Link>
        </Button>
      </Container>
    </nav>
  )
}
