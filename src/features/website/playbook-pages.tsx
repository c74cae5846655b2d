import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ARTICLES, type Article, articleBySlug, PLAYBOOK_TEXTS } from '../../content/pages/playbook.ts'
import { applyDocumentMeta } from '../../lib/document-meta.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ArrowLeft } from '../../ui/icons.ts'
import { Container, PageIntro, Prose } from '../../ui/layouts/website.tsx'
import { BlocksView } from './content-blocks.tsx'

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

function ArticleCards({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {articles.map((article) => (
        <li key={article.slug} data-accent={article.accent}>
          <Card variant="interactive" className="relative h-full">
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {article.kind === 'myth' && <Badge variant="product">{PLAYBOOK_TEXTS.mythLabel}</Badge>}
              <span>{PLAYBOOK_TEXTS.minutes(article.readingMinutes)}</span>
            </p>
            <h3 className="mt-2 text-lg font-semibold">
              <Link to={`/jul-playbook/${article.slug}`} className="after:absolute after:inset-0">
                {article.title}
              </Link>
            </h3>
            <p className="mt-2 text-muted-foreground">{article.summary}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** The playbook's article list (a slot of /jul-playbook). */
export function PlaybookArticleList() {
  return <ArticleCards articles={ARTICLES.filter((article) => article.kind === 'article')} />
}

/** The myth files (a slot of /jul-playbook/myth-files). */
export function MythFileList() {
  return <ArticleCards articles={ARTICLES.filter((article) => article.kind === 'myth')} />
}

/** /jul-playbook/{slug}: an article or myth file; an unknown slug says so and links back. */
export default function PlaybookArticlePage() {
  const { slug = '' } = useParams()
  const article = articleBySlug(slug)

  useEffect(() => {
    applyDocumentMeta(
      document,
      article
        ? { title: article.title, description: article.summary }
        : { title: PLAYBOOK_TEXTS.notFoundTitle, description: PLAYBOOK_TEXTS.notFoundText },
    )
  }, [article])

  const back = (
    <Button asChild variant="outline" className="w-fit">
      <Link to={article?.kind === 'myth' ? '/jul-playbook/myth-files' : '/jul-playbook'}>
        <ArrowLeft aria-hidden="true" />
        {PLAYBOOK_TEXTS.backToPlaybook}
      </Link>
    </Button>
  )

  if (!article) {
    return (
      <main>
        <Container width="prose" className="grid gap-6 pb-16">
          <PageIntro
            eyebrow="JUL Playbook"
            title={PLAYBOOK_TEXTS.notFoundTitle}
            lead={PLAYBOOK_TEXTS.notFoundText}
          />
          {back}
        </Container>
      </main>
    )
  }

  return (
    <main data-accent={article.accent}>
      <Container width="prose" className="grid gap-8 pb-16">
        <PageIntro
          eyebrow={`${article.kind === 'myth' ? PLAYBOOK_TEXTS.mythLabel : 'JUL Playbook'} · ${DATE.format(new Date(article.published))} · ${PLAYBOOK_TEXTS.minutes(article.readingMinutes)}`}
          title={article.title}
          lead={article.summary}
        />
        <Prose>
          {article.sections.map((section) => (
            <section key={section.heading} className="grid gap-4">
              <h2>{section.heading}</h2>
              <BlocksView blocks={section.blocks} />
            </section>
          ))}
        </Prose>
        {back}
      </Container>
    </main>
  )
}
