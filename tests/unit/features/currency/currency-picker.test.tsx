import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { CurrencyPicker } from '../../../../src/features/currency/currency-picker.tsx'
import { currencyStore, initialCurrency } from '../../../../src/features/currency/use-currency.ts'

describe('currency', () => {
  beforeEach(() => {
    currencyStore().setState({ code: 'EUR' })
    localStorage.clear()
  })

  it.each([
    ['Europe/London', 'GBP'],
    ['America/New_York', 'USD'],
    ['Europe/Madrid', 'EUR'],
    ['Asia/Tokyo', 'EUR'],
  ])('detects %s as %s once and saves it as preferred_currency', (zone, code) => {
    expect(initialCurrency(localStorage, () => zone)).toBe(code)
    expect(localStorage.getItem('preferred_currency')).toBe(code)
    const zoneAsked: string[] = []
    const later = initialCurrency(localStorage, () => {
      zoneAsked.push('asked')
      return 'America/New_York'
    })
    expect(later).toBe(code)
    expect(zoneAsked).toEqual([])
  })

  it('Apply stays disabled until the choice changes; Cancel keeps the old currency', async () => {
    render(<CurrencyPicker />)
    await userEvent.click(screen.getByRole('button', { name: 'Currency: Euro, € EUR' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose currency' })
    const apply = within(dialog).getByRole('button', { name: 'Apply' })
    expect(apply.hasAttribute('disabled')).toBe(true)
    await userEvent.click(within(dialog).getByRole('radio', { name: /GBP/ }))
    expect(apply.hasAttribute('disabled')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Currency: Euro, € EUR' }).textContent).toBe('€ EUR')
    expect(localStorage.getItem('preferred_currency')).toBeNull()
  })

  it('Apply saves the choice and shows its symbol', async () => {
    render(<CurrencyPicker />)
    await userEvent.click(screen.getByRole('button', { name: 'Currency: Euro, € EUR' }))
    await userEvent.click(await screen.findByRole('radio', { name: /USD/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('button', { name: 'Currency: US Dollar, $ USD' }).textContent).toBe('$ USD')
    expect(localStorage.getItem('preferred_currency')).toBe('USD')
  })
})
