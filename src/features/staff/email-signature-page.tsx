import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Copy } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { copyToClipboard } from './clipboard.ts'
import { type ContactDetails, signatureHtml, signatureText } from './contact-card.ts'
import { BACK_TO_VIP, StaffFrame } from './staff-frame.tsx'
import { STAFF_PAGES, STAFF_TEXTS } from './texts.ts'
import { useStaffContact } from './use-staff-contact.ts'

/** /email-signature (001 §2): a signature generated from the staff profile, ready to paste. */
export function EmailSignaturePage({ isStaff }: { isStaff: boolean }) {
  const contact = useStaffContact()
  return (
    <StaffFrame
      title={STAFF_PAGES.emailSignature.title}
      lead={STAFF_PAGES.emailSignature.purpose}
      back={BACK_TO_VIP}
      isStaff={isStaff}
      width="prose"
    >
      {contact ? <Signature contact={contact} /> : <LoadingState label={STAFF_TEXTS.loadingProfile} />}
    </StaffFrame>
  )
}

function Signature({ contact }: { contact: ContactDetails }) {
  const html = signatureHtml(contact)
  const text = signatureText(contact)
  const role = [contact.jobTitle, contact.company].filter(Boolean).join(', ')
  return (
    <>
      <Card as="section" aria-labelledby="signature-preview">
        <CardHeader>
          <CardTitle id="signature-preview" as="h2">
            Preview
          </CardTitle>
        </CardHeader>
        <CardContent>
          <address className="grid gap-0.5 border-l-4 border-accent pl-3 not-italic">
            <strong>{contact.name}</strong>
            {role && <span className="text-muted-foreground">{role}</span>}
            <a href={`mailto:${contact.email}`} className="text-link">
              {contact.email}
            </a>
            {contact.phone && <span>{contact.phone}</span>}
            {contact.website && <span>{contact.website}</span>}
            {contact.linkedin && <span>LinkedIn</span>}
          </address>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copyToClipboard(text, html)}>
          <Copy aria-hidden="true" />
          Copy signature
        </Button>
        <Button variant="outline" onClick={() => void copyToClipboard(html)}>
          Copy HTML
        </Button>
        <Button variant="outline" onClick={() => void copyToClipboard(text)}>
          Copy plain text
        </Button>
      </div>
      <Field label="Signature HTML" hint="For mail clients that take HTML signatures.">
        <Textarea readOnly rows={6} value={html} className="font-mono text-xs" />
      </Field>
    </>
  )
}
