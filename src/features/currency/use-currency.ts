import { useSyncExternalStore } from 'react'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  type CurrencyCode,
  DEFAULT_CURRENCY,
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

let store: StoreApi<CurrencyState> | undefined

/**
 * Made on first use, not when the module loads: the time-zone question costs a first visit's page tens
 * of milliseconds, which at module load lands in the long task that evaluates the app.
 */
export function currencyStore(): StoreApi<CurrencyState> {
  store ??= createStore<CurrencyState>()((set) => ({
    code: initialCurrency(window.localStorage, () => Intl.DateTimeFormat().resolvedOptions().timeZone),
    setCode: (code) => {
      window.localStorage.setItem(PREFERRED_CURRENCY_KEY, code)
      set({ code })
    },
  }))
  return store
}

const subscribe = (onChange: () => void) => currencyStore().subscribe(onChange)
const currentCode = () => currencyStore().getState().code
const prerenderedCode = () => DEFAULT_CURRENCY

/**
 * The visitor's currency. A page prerendered at build time (src/app/prerender/) shows the default; the
 * page hydrating it shows that too, then the visitor's own at once: the first render must match the HTML.
 */
export function useCurrency(): CurrencyCode {
  return useSyncExternalStore(subscribe, currentCode, prerenderedCode)
}

export const setCurrency = (code: CurrencyCode) => currencyStore().getState().setCode(code)
