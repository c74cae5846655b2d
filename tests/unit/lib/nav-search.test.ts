import { describe, expect, it } from 'vitest'
import {
  logoTarget,
  moveSelection,
  NAV_DESTINATIONS,
  searchDestinations,
} from '../../../src/lib/nav-search.ts'

describe('quick navigation search (spec 000 §2.4)', () => {
  it('lists the eleven destinations of the spec', () => {
    expect(NAV_DESTINATIONS.map((d) => `${d.name} ${d.path}`)).toEqual([
      'Home /',
      'About /about',
      'Advisory /advisory',
      'Pricing /pricing-guide',
      'Ventures /ventures',
      'Founders /founders',
      'Investors /investors',
      'Ecosystem /partnerships',
      'Contact /contact',
      'Dashboard /dashboard',
      'VIP /vip',
    ])
  })

  it('matches a case-insensitive substring of the name', () => {
    expect(searchDestinations('ECO').map((d) => d.path)).toEqual(['/partnerships'])
    expect(searchDestinations('or').map((d) => d.name)).toEqual(['Advisory', 'Investors'])
    expect(searchDestinations('xyz')).toEqual([])
  })

  it('wraps the selection at both ends', () => {
    expect(moveSelection(2, 1, 3)).toBe(0)
    expect(moveSelection(0, -1, 3)).toBe(2)
    expect(moveSelection(1, 1, 3)).toBe(2)
    expect(moveSelection(-1, 1, 3)).toBe(0)
    expect(moveSelection(-1, -1, 3)).toBe(2)
    expect(moveSelection(0, 1, 0)).toBe(-1)
  })

  it('sends the logo to /vip on the VIP page, /dashboard when signed in, else home', () => {
    expect(logoTarget('/vip', true)).toBe('/vip')
    expect(logoTarget('/about', true)).toBe('/dashboard')
    expect(logoTarget('/about', false)).toBe('/')
  })
})
