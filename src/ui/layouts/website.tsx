import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ICO_REGISTRATION } from '../../lib/consent.ts'
import { cn } from '../cn.ts'

export type Audience = 'advisory' | 'founders' | 'investors' | 'product'

const WIDTHS = {
  /** Running text: legal pages, articles (about 70 characters a line). */
  prose: 'max-w-3xl',
  /** Most pages. */
  content: 'max-w-6xl',
  /** Header, footer and full-bleed grids. */
  wide: 'max-w-7xl',
} as const

/** Centres content at one of three widths, with the page gutters. */
export function Container({
  width = 'content',
  className,
  ...props
}: ComponentProps<'div'> & { width?: keyof typeof WIDTHS }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', WIDTHS[width], className)} {...props} />
}

interface HeroProps {
  /** A short line above the title, in the audience colour. */
  eyebrow?: ReactNode
  /** The page's h1. */
  title: ReactNode
  lead?: ReactNode
  /** One primary Button and at most one secondary. */
  actions?: ReactNode
  /** An image, a card or a stat group beside the text on wide screens. */
  aside?: ReactNode
  /** The audience colour of the page (000 §9): advisory red, founders green, investors purple, product orange. */
  accent?: Audience
  className?: string
}

/** The top of a public page: eyebrow, h1, lead, calls to action. */
export function Hero({ eyebrow, title, lead, actions, aside, accent, className }: HeroProps) {
  return (
    <header
      data-accent={accent}
      className={cn(
        'relative isolate overflow-hidden border-b border-border bg-surface',
        'before:absolute before:inset-0 before:-z-10 before:bg-[radial-gradient(60rem_30rem_at_85%_-20%,var(--color-audience-soft),transparent_70%)]',
        className,
      )}
    >
      <Container
        width="wide"
        className={cn('grid gap-10 py-16 md:py-24', aside && 'lg:grid-cols-[1.2fr_1fr] lg:items-center')}
      >
        <div className="grid max-w-3xl gap-5">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-audience-soft-foreground uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-semibold tracking-tight text-balance md:text-display">{title}</h1>
          {lead && <p className="text-lg text-muted-foreground md:text-xl">{lead}</p>}
          {actions && <div className="mt-2 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div>{aside}</div>}
      </Container>
    </header>
  )
}

const SECTION_TONES = {
  default: '',
  muted: 'bg-muted',
  /** Deep ink in both themes, for a closing call to action. */
  brand:
    'bg-brand-950 text-white [--foreground:#ffffff] [--muted-foreground:var(--brand-200)] [--audience-soft-foreground:var(--brass-300)]',
} as const

interface SectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  eyebrow?: ReactNode
  /** The section's h2; also its accessible name. */
  title?: ReactNode
  description?: ReactNode
  tone?: keyof typeof SECTION_TONES
  accent?: Audience
  width?: keyof typeof WIDTHS
  /** Centre the header (feature grids, closing calls to action). */
  centered?: boolean
}

/** A band of a public page with its own h2; stack them under the Hero. */
export function Section({
  eyebrow,
  title,
  description,
  tone = 'default',
  accent,
  width = 'wide',
  centered = false,
  className,
  children,
  id,
  ...props
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      id={id}
      data-accent={accent}
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-14 md:py-20', SECTION_TONES[tone], className)}
      {...props}
    >
      <Container width={width} className="grid gap-10">
        {title && (
          <div className={cn('grid max-w-2xl gap-3', centered && 'mx-auto text-center')}>
            {eyebrow && (
              <p className="text-sm font-semibold tracking-wide text-audience-soft-foreground uppercase">
                {eyebrow}
              </p>
            )}
            <h2 id={headingId} className="text-3xl font-semibold tracking-tight md:text-4xl">
              {title}
            </h2>
            {description && <p className="text-lg text-muted-foreground">{description}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  )
}

/** The title block of a plain content page (legal, sitemap, not found): smaller than a Hero. */
export function PageIntro({
  title,
  lead,
  eyebrow,
  className,
}: {
  title: ReactNode
  lead?: ReactNode
  eyebrow?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('grid gap-3 pt-10 pb-6 md:pt-16', className)}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{eyebrow}</p>
      )}
      <h1 className="text-3xl font-semibold tracking-tight md:text-5xl">{title}</h1>
      {lead && <p className="max-w-2xl text-lg text-muted-foreground">{lead}</p>}
    </div>
  )
}

/** Long-form text (legal pages, articles): headings, lists and links styled without a typography plugin. */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'grid max-w-[68ch] gap-4 text-base leading-7 text-foreground',
        '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold',
        '[&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:pl-6 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1 [&_ol]:pl-6',
        '[&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
        className,
      )}
      {...props}
    />
  )
}

export interface FooterLink {
  to: string
  label: string
}

/** The site footer: the offer in one line, the legal links and the data-controller registration (000 §4.5). */
export function SiteFooter({
  legalLinks,
  className,
}: {
  legalLinks: readonly FooterLink[]
  className?: string
}) {
  return (
    <footer className={cn('mt-auto border-t border-border bg-surface', className)}>
      <Container width="wide" className="grid gap-8 py-10 md:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-2">
          <p className="text-lg font-bold tracking-tight">JUL</p>
          <p className="max-w-xs text-sm text-muted-foreground">
            Fractional leadership, investor readiness and strategic advisory for founders and investors,
            worldwide.
          </p>
        </div>
        <nav aria-label="Legal">
          <ul className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container
        width="wide"
        className="flex flex-col gap-1 border-t border-border py-5 text-xs text-muted-foreground sm:flex-row sm:justify-between"
      >
        <p>© {new Date().getFullYear()} JUL. All rights reserved.</p>
        <p>Data controller registration: {ICO_REGISTRATION}</p>
      </Container>
    </footer>
  )
}
