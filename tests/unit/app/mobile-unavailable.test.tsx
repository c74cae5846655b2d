import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MobileUnavailable } from '../../../src/app/mobile-shell-route.tsx'

describe('mobile shell fallback', () => {
  it("reads 'Mobile features temporarily unavailable' with a way to the website", () => {
    render(<MobileUnavailable />)
    expect(screen.getByRole('heading', { name: 'Mobile features temporarily unavailable' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Open the website' }).getAttribute('href')).toBe('/')
  })
})
