import { useSyncExternalStore } from 'react'
import { Button } from '../../ui/button.tsx'
import { Sparkles } from '../../ui/icons.ts'
import { updateStore } from './update-store.ts'

export const UPDATE_TEXTS = {
  available: 'A new version is available',
  /** The spec gives no words for it: a newer build upgraded this device's database in another tab. */
  newerVersionOpen: 'A newer version of JUL is open in another tab. Reload to keep your changes syncing.',
  reload: 'Reload',
} as const

/** Rendered next to the app shell by main.tsx; shows only while a new service worker waits. */
export function UpdatePrompt() {
  const { applyUpdate } = useSyncExternalStore(updateStore.subscribe, updateStore.get, updateStore.get)
  if (!applyUpdate) return null
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed bottom-[calc(5rem+var(--safe-bottom))] left-1/2 z-(--z-toast) flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-3 rounded-xl border border-border bg-surface py-2 pr-2 pl-4 text-sm text-surface-foreground shadow-xl md:bottom-6"
    >
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span>{UPDATE_TEXTS.available}</span>
      <Button size="sm" onClick={applyUpdate}>
        {UPDATE_TEXTS.reload}
      </Button>
    </div>
  )
}
