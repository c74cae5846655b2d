import type { ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'

/** The bar both reload prompts share: above the mobile tab bar, bottom centre on a desktop. */
export function ReloadBar({
  urgent,
  icon,
  text,
  label,
  onReload,
}: {
  /** An alert (this tab cannot save any more) rather than a polite status. */
  urgent: boolean
  icon: ReactNode
  text: string
  label: string
  onReload: () => void
}) {
  return (
    <div
      {...(urgent ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' as const })}
      className="fixed bottom-[calc(5rem+var(--safe-bottom))] left-1/2 z-(--z-toast) flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-3 rounded-xl border border-border bg-surface py-2 pr-2 pl-4 text-sm text-surface-foreground shadow-xl md:bottom-6"
    >
      {icon}
      <span>{text}</span>
      <Button size="sm" onClick={onReload}>
        {label}
      </Button>
    </div>
  )
}
