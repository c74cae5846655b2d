import { render, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useRouteMeta } from '../../../src/app/routes/route-meta.ts'
import { PAGE_DESCRIPTIONS } from '../../../src/content/page-descriptions.ts'
import { applyDocumentMeta } from '../../../src/lib/document-meta.ts'

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content')

function Frame({ ownMeta }: { ownMeta?: boolean }) {
  useRouteMeta()
  return ownMeta ? <PageWithOwnMeta /> : null
}

/** Like a proposal or the not-found page: sets its own meta in an effect, before the descriptions arrive. */
function PageWithOwnMeta() {
  useEffect(() => {
    applyDocumentMeta(document, { title: 'Own title', description: 'Own description.' })
  }, [])
  return null
}

const settle = async () => {
  await import('../../../src/content/page-descriptions.ts')
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('route meta', () => {
  it('sets the title at once and the description when the descriptions module arrives', async () => {
    render(
      <MemoryRouter initialEntries={['/pricing-guide']}>
        <Frame />
      </MemoryRouter>,
    )
    expect(document.title).toBe('Pricing Guide · JUL')
    await waitFor(() => expect(description()).toBe(PAGE_DESCRIPTIONS.pricing))
  })

  it("leaves a page's own description alone when the route table's arrives after it", async () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Frame ownMeta />
      </MemoryRouter>,
    )
    await settle()
    expect(document.title).toBe('Own title · JUL')
    expect(description()).toBe('Own description.')
  })
})
