import { create } from 'zustand'
import {
  type CurrencyCode,
  detectCurrency,
  isCurrencyCode,
  PREFERRED_CURRENCY_KEY,
} from '../../lib/currency.ts'

/**
 * Spec 000 §4.2: detected once from the time zone, then the saved preferred_currency wins. The zone is
 * asked for only on that first visit: Chromium's first `Intl.DateTimeFormat` loads locale data (tens of
 * milliseconds on a phone) before the first render.
 */
export function initialCurrency(storage: Storage, timeZone: () => string): CurrencyCode {
  const stored = storage.getItem(PREFERRED_CURRENCY_KEY)
  if (isCurrencyCode(stored)) return stored
  const detected = detectCurrency(timeZone())
  storage.setItem(PREFERRED_CURRENCY_KEY, detected)
  return detected
}

interface CurrencyState {
  code: CurrencyCode
  setCode: (code: CurrencyCode) => void
}

export const useCurrencyStore = create<CurrencyState>((set) => ({
  code: initialCurrency(window.localStorage, () => Intl.DateTimeFormat().resolvedOptions().timeZone),
  setCode: (code) => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, code)
    set({ code })
  },
}))
