import { useCallback, useSyncExternalStore } from 'react'
import { type ChromePart, readChromeVisible, writeChromeVisible } from './shell-rules.ts'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = () => listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The header or footer visibility, remembered in local storage (000 §4.6) and shared by every tab. */
export function useShellChrome(part: ChromePart): [boolean, (visible: boolean) => void] {
  const visible = useSyncExternalStore(subscribe, () => readChromeVisible(window.localStorage, part))
  const set = useCallback(
    (next: boolean) => {
      writeChromeVisible(window.localStorage, part, next)
      for (const listener of listeners) listener()
    },
    [part],
  )
  return [visible, set]
}
