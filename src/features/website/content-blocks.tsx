import type { Block } from '../../content/types.ts'
import { RichTextView } from './rich-text.tsx'

function keyOf(text: unknown, index: number): string {
  return `${index}:${typeof text === 'string' ? text.slice(0, 24) : ''}`
}

/** One block of copy, as semantic HTML (styled by the surrounding Prose). */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      )
    case 'note':
      return (
        <p className="rounded-lg border border-border bg-muted p-4 text-sm">
          <RichTextView text={block.text} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={keyOf(item, index)}>
              <RichTextView text={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'facts':
      return (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
          {block.items.map((item) => (
            <div key={item.term} className="contents">
              <dt className="font-semibold">{item.term}</dt>
              <dd className="text-muted-foreground">
                <RichTextView text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      )
    case 'table':
      return (
        <section
          aria-label={block.caption}
          // A wide table scrolls on a phone; the region must be reachable by keyboard to scroll it (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="bg-muted px-4 py-2 text-left font-semibold">{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="border-b border-border px-4 py-2 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-border last:border-0">
                  {row.map((cell, index) => (
                    <td key={keyOf(cell, index)} className="px-4 py-2 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )
    case 'quote':
      return (
        <figure className="border-l-4 border-audience pl-4">
          <blockquote className="text-lg">{block.text}</blockquote>
          <figcaption className="mt-1 text-sm text-muted-foreground">{block.cite}</figcaption>
        </figure>
      )
  }
}

export function BlocksView({ blocks }: { blocks: readonly Block[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: copy is static; blocks never reorder.
  return blocks.map((block, index) => <BlockView key={index} block={block} />)
}
