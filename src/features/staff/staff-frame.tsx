import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { ArrowLeft } from '../../ui/icons.ts'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'
import { STAFF_TEXTS } from './texts.ts'

interface StaffFrameProps {
  title: string
  lead?: ReactNode
  back?: { to: string; label: string }
  /** Staff see the page; anyone else the staff-only notice (the server's RLS guards the data itself). */
  isStaff: boolean
  deniedText?: string
  children: ReactNode
  width?: 'prose' | 'content' | 'wide'
}

/** The frame of every staff page: Back (to VIP), the h1, and the page or the staff-only notice. */
export function StaffFrame({
  title,
  lead,
  back,
  isStaff,
  deniedText = STAFF_TEXTS.staffOnly,
  children,
  width = 'content',
}: StaffFrameProps) {
  return (
    <main>
      <Container width={width} className="grid gap-6 pt-8 pb-16">
        {back && (
          <Button asChild variant="ghost" size="sm" className="w-fit">
            <Link to={back.to}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        )}
        <PageIntro title={title} lead={isStaff ? lead : undefined} className="pt-0 pb-0 md:pt-0" />
        {isStaff ? children : <Alert variant="danger">{deniedText}</Alert>}
      </Container>
    </main>
  )
}

export const BACK_TO_VIP = { to: '/vip', label: STAFF_TEXTS.backToVip } as const

/** 001 §2: /admin's Back goes to /vip when signed in, else to /. */
export function adminBack(signedIn: boolean) {
  return signedIn ? BACK_TO_VIP : { to: '/', label: STAFF_TEXTS.back }
}
