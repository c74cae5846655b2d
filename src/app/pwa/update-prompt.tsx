import { useSyncExternalStore } from 'react'
import { Sparkles } from '../../ui/icons.ts'
import { ReloadBar } from './reload-bar.tsx'
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
    <ReloadBar
      urgent={false}
      icon={<Sparkles aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}
      text={UPDATE_TEXTS.available}
      label={UPDATE_TEXTS.reload}
      onReload={applyUpdate}
    />
  )
}
