import { HelpTip, useHelpMode } from '../../data/help-mode.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { CircleHelp } from '../../ui/icons.ts'
import { HELP_TEXTS } from './texts.ts'

/** The console's help toggle (001 §2): help mode on or off. */
export function HelpModeToggle() {
  const enabled = useHelpMode((state) => state.enabled)
  const setEnabled = useHelpMode((state) => state.setEnabled)
  return (
    <HelpTip id="help-toggle" content={HELP_TEXTS.tip} side="left">
      <IconButton
        label={HELP_TEXTS.toggle}
        icon={<CircleHelp />}
        variant={enabled ? 'primary' : 'secondary'}
        className="rounded-full shadow-lg"
        aria-pressed={enabled}
        onClick={() => setEnabled(!enabled)}
      />
    </HelpTip>
  )
}

/** Said while help mode is on, so the mode is never a colour only. */
export function HelpModeStatus() {
  const enabled = useHelpMode((state) => state.enabled)
  return (
    <p
      role="status"
      className={
        enabled ? 'rounded-md bg-info-soft px-3 py-2 text-sm text-info-soft-foreground shadow-md' : 'sr-only'
      }
    >
      {enabled ? HELP_TEXTS.on : ''}
    </p>
  )
}
