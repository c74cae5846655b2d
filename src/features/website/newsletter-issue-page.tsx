import { Link } from 'react-router-dom'
import {
  DIGEST_ISSUE,
  DIGEST_PREVIEW_LEAD,
  NEWSLETTER_PREVIEW_LEAD,
  type NewsletterIssue,
  WEEKLY_ISSUE,
} from '../../content/pages/newsletter.ts'
import { PUBLIC_PAGES } from '../../content/public-pages.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Container, PageIntro, Prose } from '../../ui/layouts/website.tsx'
import { BlocksView } from './content-blocks.tsx'

const ISSUES = {
  weekly: { id: 'newsletterPreview', issue: WEEKLY_ISSUE, lead: NEWSLETTER_PREVIEW_LEAD },
  digest: { id: 'newsletterDigestPreview', issue: DIGEST_ISSUE, lead: DIGEST_PREVIEW_LEAD },
} as const

function IssueView({ issue }: { issue: NewsletterIssue }) {
  return (
    <Card as="article" padding="lg" aria-labelledby="issue-subject">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-b border-border pb-4 text-sm">
        <dt className="text-muted-foreground">From</dt>
        <dd>
          {issue.name} · {issue.issue}
        </dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>{issue.date}</dd>
      </dl>
      <h2 id="issue-subject" className="mt-6 text-2xl font-semibold tracking-tight">
        {issue.subject}
      </h2>
      <Prose className="mt-4">
        {issue.sections.map((section) => (
          <section key={section.heading} className="grid gap-3">
            <h3>{section.heading}</h3>
            <BlocksView blocks={section.blocks} />
          </section>
        ))}
      </Prose>
    </Card>
  )
}

/** /newsletter-preview and /newsletter-digest-preview: a real issue, then the way to subscribe. */
export default function NewsletterIssuePage({ kind }: { kind: keyof typeof ISSUES }) {
  const { id, issue, lead } = ISSUES[kind]
  return (
    <main>
      <Container width="prose" className="grid gap-8 pb-16">
        <PageIntro eyebrow="YELmail" title={PUBLIC_PAGES[id].title} lead={lead} />
        <IssueView issue={issue} />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/join-yelmail">Subscribe to YELmail</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={kind === 'weekly' ? '/newsletter-digest-preview' : '/newsletter-preview'}>
              {kind === 'weekly' ? 'See the monthly digest' : 'See a weekly letter'}
            </Link>
          </Button>
        </div>
      </Container>
    </main>
  )
}
