import { toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Copy, Download } from '../../ui/icons.ts'
import { LoadingState, Skeleton } from '../../ui/skeleton.tsx'
import { copyToClipboard } from './clipboard.ts'
import { type ContactDetails, vCard } from './contact-card.ts'
import { BACK_TO_VIP, StaffFrame } from './staff-frame.tsx'
import { STAFF_PAGES, STAFF_TEXTS } from './texts.ts'
import { useStaffContact } from './use-staff-contact.ts'

/** /digital-business-card (001 §2): the staff member's card with a QR code of their vCard, drawn on the device. */
export function BusinessCardPage({ isStaff }: { isStaff: boolean }) {
  const contact = useStaffContact()
  return (
    <StaffFrame
      title={STAFF_PAGES.digitalBusinessCard.title}
      lead={STAFF_PAGES.digitalBusinessCard.purpose}
      back={BACK_TO_VIP}
      isStaff={isStaff}
      width="prose"
    >
      {contact ? <BusinessCard contact={contact} /> : <LoadingState label={STAFF_TEXTS.loadingProfile} />}
    </StaffFrame>
  )
}

function BusinessCard({ contact }: { contact: ContactDetails }) {
  const card = vCard(contact)
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    toDataURL(card, { width: 200, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch((error: unknown) => console.error('QR code failed', error))
    return () => {
      live = false
    }
  }, [card])
  const download = () => {
    const url = URL.createObjectURL(new Blob([card], { type: 'text/vcard' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `${contact.name.replace(/\s+/g, '-').toLowerCase() || 'contact'}.vcf`
    link.click()
    URL.revokeObjectURL(url)
  }
  const role = [contact.jobTitle, contact.company].filter(Boolean).join(', ')
  return (
    <>
      <Card
        as="section"
        aria-label="Business card"
        className="grid items-center gap-6 sm:grid-cols-[1fr_auto]"
      >
        <address className="grid gap-1 not-italic">
          <p className="text-xl font-semibold">{contact.name}</p>
          {role && <p className="text-muted-foreground">{role}</p>}
          <a href={`mailto:${contact.email}`} className="text-link">
            {contact.email}
          </a>
          {contact.phone && <p>{contact.phone}</p>}
          {contact.website && <p>{contact.website}</p>}
        </address>
        {qr ? (
          <img src={qr} alt={`QR code with the contact card of ${contact.name}`} width={160} height={160} />
        ) : (
          <Skeleton className="size-40" />
        )}
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copyToClipboard(card)}>
          <Copy aria-hidden="true" />
          Copy contact card
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download .vcf
        </Button>
      </div>
    </>
  )
}
