import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')
type Kind = 'success' | 'error' | 'warning' | 'info'

let sonner: Sonner | undefined

/** Loads sonner (the app prefetches it when idle); later toasts are then shown synchronously. */
export function loadToasts(): Promise<Sonner> {
  return import('sonner').then((module) => {
    sonner = module
    return module
  })
}

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  if (sonner) sonner.toast[kind](message, options)
  else void loadToasts().then((module) => module.toast[kind](message, options))
}

/**
 * `toast` for code on the first page's path (auth, inactivity): sonner (about 10 kB gzip) loads with the
 * first toast or when idle, not with the page. Screens loaded later use `toast` from toaster.tsx.
 */
export const deferredToast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
}
