import { useSyncExternalStore } from 'react'
import { updateStore } from './update-store.ts'
import './update-prompt.css'

export const UPDATE_TEXTS = {
  available: 'A new version is available',
  reload: 'Reload',
} as const

/** Rendered next to the app shell by main.tsx; shows only while a new service worker waits. */
export function UpdatePrompt() {
  const { applyUpdate } = useSyncExternalStore(updateStore.subscribe, updateStore.get, updateStore.get)
  if (!applyUpdate) return null
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span>{UPDATE_TEXTS.available}</span>
      <button type="button" onClick={applyUpdate}>
        {UPDATE_TEXTS.reload}
      </button>
    </div>
  )
}
