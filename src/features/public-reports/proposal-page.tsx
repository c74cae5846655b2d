import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { usePublicRead } from '../../data/use-public-read.ts'
import { applyDocumentMeta } from '../../lib/document-meta.ts'
import { Card } from '../../ui/card.tsx'
import { Container, PageIntro, Prose } from '../../ui/layouts/website.tsx'
import { type PublicProposal, proposalFrom } from './report-rules.ts'
import { PublicRecordState } from './report-state.tsx'
import { REPORT_TEXTS } from './texts.ts'

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

function ProposalView({ proposal }: { proposal: PublicProposal }) {
  useEffect(() => {
    applyDocumentMeta(document, { title: proposal.title, description: proposal.summary ?? proposal.title })
  }, [proposal])
  const client = [proposal.clientName, proposal.clientCompany].filter(Boolean).join(', ')
  return (
    <main>
      <Container width="prose" className="grid gap-8 pb-16">
        <PageIntro
          eyebrow={client ? `${REPORT_TEXTS.preparedFor} ${client}` : 'Proposal'}
          title={proposal.title}
          lead={proposal.summary ?? undefined}
        />
        <Prose>
          {proposal.sections.map((section) => (
            <section key={section.heading} className="grid gap-2">
              <h2>{section.heading}</h2>
              {section.body && <p>{section.body}</p>}
            </section>
          ))}
        </Prose>
        {proposal.pricing.length > 0 && (
          <Card as="section" aria-labelledby="proposal-pricing">
            <h2 id="proposal-pricing" className="text-xl font-semibold">
              {REPORT_TEXTS.pricing}
            </h2>
            <dl className="mt-4 grid gap-2">
              {proposal.pricing.map((line) => (
                <div
                  key={line.label}
                  className="flex flex-wrap justify-between gap-2 border-b border-border pb-2 last:border-0"
                >
                  <dt>{line.label}</dt>
                  <dd className="font-semibold">{line.price}</dd>
                </div>
              ))}
            </dl>
          </Card>
        )}
        <p className="text-sm text-muted-foreground">
          {proposal.validUntil &&
            `${REPORT_TEXTS.validUntil} ${DATE.format(new Date(proposal.validUntil))}. `}
          {REPORT_TEXTS.acceptNote}
        </p>
      </Container>
    </main>
  )
}

/** /p/{slug}: the published proposal from public_proposals, read online (not mirrored) and remembered for offline. */
export default function ProposalPage() {
  const { slug = '' } = useParams()
  const read = usePublicRead(`proposal:${slug}`, async (site) => proposalFrom(await site.proposal(slug)))
  return (
    <PublicRecordState
      read={read}
      loadingLabel={REPORT_TEXTS.loadingProposal}
      notFound={{ title: REPORT_TEXTS.proposalNotFound, text: REPORT_TEXTS.proposalNotFoundText }}
    >
      {(proposal) => <ProposalView proposal={proposal} />}
    </PublicRecordState>
  )
}
