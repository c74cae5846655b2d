import { Fragment } from 'react'
import { Link } from 'react-router-dom'
import type { ContentLink, RichText } from '../../content/types.ts'
import { cn } from '../../ui/cn.ts'

const LINK_CLASSES = 'font-medium text-link underline underline-offset-4 hover:no-underline'

/** A content link: a router link inside the site, a plain anchor to the web or an email address. */
export function ContentLinkView({ link, className }: { link: ContentLink; className?: string }) {
  if (link.to.startsWith('/')) {
    return (
      <Link to={link.to} className={cn(LINK_CLASSES, className)}>
        {link.text}
      </Link>
    )
  }
  const external = link.to.startsWith('https://')
  return (
    <a
      href={link.to}
      className={cn(LINK_CLASSES, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  )
}

/** Copy as text with its links; never HTML. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text
  return text.map((part, index) =>
    typeof part === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a sentence never reorder.
      <Fragment key={index}>{part}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a sentence never reorder.
      <ContentLinkView key={index} link={part} />
    ),
  )
}
