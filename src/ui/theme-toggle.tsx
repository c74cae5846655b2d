import { Monitor, Moon, Sun } from 'lucide-react'
import { THEME_PREFERENCES, type ThemePreference } from '../lib/theme.ts'
import { cn } from './cn.ts'
import { useTheme } from './use-theme.ts'

const LABELS: Readonly<Record<ThemePreference, string>> = { system: 'System', light: 'Light', dark: 'Dark' }
const ICONS = { system: Monitor, light: Sun, dark: Moon } as const

function nextPreference(current: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(current)
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? 'system'
}

/**
 * System, light, dark: each press moves to the next, stored on this device and applied to every tab.
 * A plain button rather than a menu, because it sits in the header of every public page and a menu would
 * bring the popper library into the home route's script.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { preference, setPreference } = useTheme()
  const Icon = ICONS[preference]
  const next = nextPreference(preference)
  return (
    <button
      type="button"
      aria-label={`Theme: ${LABELS[preference]}`}
      title={`Theme: ${LABELS[preference]} (switch to ${LABELS[next]})`}
      onClick={() => setPreference(next)}
      className={cn(
        'grid size-10 shrink-0 place-content-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  )
}
