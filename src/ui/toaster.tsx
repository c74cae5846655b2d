import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'
import { TOAST_DEFAULTS } from '../lib/toasts.ts'
import { useTheme } from './use-theme.ts'

/**
 * Screens call `toast.error('…')` from here (sonner), never their own banner; a success goes through
 * `toastSuccess` (src/data/write.ts), which also plays the success sound.
 */
export { toast } from 'sonner'

/** sonner's own colour variables, pointed at the JUL tokens so toasts follow the theme. */
const TOKEN_COLOURS = {
  '--normal-bg': 'var(--surface)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--surface-foreground)',
  '--success-bg': 'var(--success-soft)',
  '--success-border': 'color-mix(in srgb, var(--success) 35%, transparent)',
  '--success-text': 'var(--success-soft-foreground)',
  '--error-bg': 'var(--danger-soft)',
  '--error-border': 'color-mix(in srgb, var(--danger) 35%, transparent)',
  '--error-text': 'var(--danger-soft-foreground)',
  '--warning-bg': 'var(--warning-soft)',
  '--warning-border': 'color-mix(in srgb, var(--warning) 35%, transparent)',
  '--warning-text': 'var(--warning-soft-foreground)',
  '--info-bg': 'var(--info-soft)',
  '--info-border': 'color-mix(in srgb, var(--info) 35%, transparent)',
  '--info-text': 'var(--info-soft-foreground)',
  '--border-radius': 'var(--radius-lg)',
  zIndex: 'var(--z-toast)',
  fontFamily: 'var(--font-sans)',
} as CSSProperties

/** Spec 000 §9: 3 visible, 4 s, 14 px gap (width 356 and swipe 20 px are sonner's built-ins). */
export function Toaster() {
  const { resolved } = useTheme()
  return (
    <Sonner
      theme={resolved}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      duration={TOAST_DEFAULTS.durationMs}
      gap={TOAST_DEFAULTS.gapPx}
      richColors
      closeButton
      style={TOKEN_COLOURS}
      toastOptions={{ classNames: { toast: 'shadow-lg', description: 'opacity-90' } }}
    />
  )
}
