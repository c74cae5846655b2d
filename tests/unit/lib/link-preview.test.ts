import { describe, expect, it } from 'vitest'
import { publicDocuments } from '../../../src/app/prerender/public-documents.ts'
import { documentTitle } from '../../../src/lib/document-meta.ts'
import {
  headTags,
  previewDescription,
  previewTitle,
  withHead,
} from '../../../supabase/functions/_shared/link-preview.ts'

describe('link previews', () => {
  it('writes the title, description, canonical, Open Graph and Twitter tags, escaped', () => {
    const tags = headTags(
      {
        title: 'Plan "A" <draft>',
        description: 'Q&A\n\n for   founders',
        path: '/p/plan-a',
        type: 'article',
      },
      'https://jul.example/',
    )
    expect(tags).toContain('<title>Plan &quot;A&quot; &lt;draft&gt; · JUL</title>')
    expect(tags).toContain('<meta name="description" content="Q&amp;A for founders" />')
    expect(tags).toContain('<link rel="canonical" href="https://jul.example/p/plan-a" />')
    expect(tags).toContain('<meta property="og:type" content="article" />')
    expect(tags).toContain('<meta property="og:image" content="https://jul.example/og/jul-share.png" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('titles a preview as the app titles the document', () => {
    for (const title of ['About JUL', 'Pricing', 'Plan for Łódź'])
      expect(previewTitle(title)).toBe(documentTitle(title))
  })

  it('cuts a long description at a word, with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`
    const cut = previewDescription(long)
    expect(cut.length).toBeLessThanOrEqual(200)
    expect(cut.endsWith('word…')).toBe(true)
  })

  it("replaces the template's title and description, even when the new text holds a $", () => {
    const html = '<head><title>JUL</title>\n    <meta name="description" content="generic" /></head>'
    expect(withHead(html, '<title>Price $& more</title>')).toBe('<head><title>Price $& more</title></head>')
  })

  it('gives every public address its own document, with a distinct title or a canonical alias', () => {
    const documents = publicDocuments()
    expect(new Set(documents.map((page) => page.file)).size).toBe(documents.length)
    const byCanonical = new Map<string, string>()
    for (const { head } of documents) {
      const seen = byCanonical.get(head.path)
      if (seen) expect(seen).toBe(head.title)
      byCanonical.set(head.path, head.title)
    }
    expect(new Set(byCanonical.values()).size).toBe(byCanonical.size)
    expect(documents.find((page) => page.path === '/services')?.head.path).toBe('/advisory')
  })
})
