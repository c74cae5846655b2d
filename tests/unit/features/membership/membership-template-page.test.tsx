import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import MembershipTemplatePage from '../../../../src/features/membership/membership-template-page.tsx'

describe('the membership template page (000 §2.2, §3)', () => {
  it("shows each tier's card with its name, member label and card prefix, lowest first", () => {
    render(
      <MemoryRouter>
        <MembershipTemplatePage />
      </MemoryRouter>,
    )
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'JUL FORGE membership card',
      'JUL WORKSHOP membership card',
      'JUL STUDIO membership card',
    ])
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/Forge Member.*JUL-BASE-00000000/),
      expect.stringMatching(/Workshop Member.*JUL-STD-00000000/),
      expect.stringMatching(/Studio Member.*JUL-PRO-00000000/),
    ])
    expect(screen.getByText('Studio Member: purple card, numbers start JUL-PRO')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Compare membership plans' }).getAttribute('href')).toBe(
      '/jul-membership',
    )
  })
})
