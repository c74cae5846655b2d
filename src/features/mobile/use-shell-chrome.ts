import { storedValue, useStoredValue } from '../../ui/stored-value.ts'
import { CHROME_KEYS, CHROME_VISIBILITY, type ChromePart } from './shell-rules.ts'

const chrome = {
  header: storedValue(CHROME_KEYS.header, CHROME_VISIBILITY),
  footer: storedValue(CHROME_KEYS.footer, CHROME_VISIBILITY),
}

/** The header or footer visibility, remembered in local storage (000 §4.6) and shared by every tab. */
export function useShellChrome(part: ChromePart): [boolean, (visible: boolean) => void] {
  return useStoredValue(chrome[part])
}
