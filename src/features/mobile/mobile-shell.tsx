import { type ComponentType, type ReactNode, Suspense } from 'react'
import { OfflineBanner } from '../../data/offline-banner.tsx'
import { cn } from '../../ui/cn.ts'
import { MobileContent, MobileFrame } from '../../ui/layouts/mobile.tsx'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { MobileHeader, MobileTabs, SettingsGear, type TabBadges } from './mobile-chrome.tsx'
import { MobileErrorBoundary } from './mobile-error-boundary.tsx'
import { SettingsOverlay, type SettingsPanels } from './settings-overlay.tsx'
import { useShellChrome } from './use-shell-chrome.ts'

export interface MobileShellProps {
  /** The /app/* routes and their screens, composed by src/app (002 §2.1). */
  children: ReactNode
  /** Counters on the bottom tabs (the JUL Sparks unread badge), from the features that own them. */
  tabBadges?: TabBadges
  /** The Card, JUL and Alerts tabs of the settings overlay, from the features that own them. */
  settingsPanels?: SettingsPanels
  /** Floating helpers over every screen (the AI voice assistant). */
  floating?: ReactNode
}

function isEmbedded(): boolean {
  try {
    return window.self !== window.top
  } catch {
    return true
  }
}

const Placeholder: ComponentType = () => null
const NO_PANELS: SettingsPanels = { card: Placeholder, jul: Placeholder, alerts: Placeholder }

/** Spec 002 §2.2: the signed-in console in a boundary (MobileGate shows the splash and sign-in before it). */
export default function MobileShell({
  children,
  tabBadges,
  settingsPanels = NO_PANELS,
  floating,
}: MobileShellProps) {
  const [headerVisible] = useShellChrome('header')
  const [footerVisible] = useShellChrome('footer')

  // 002 §2.2: the bar is hidden on wider screens (the layout, from 768 px) and inside a frame.
  const showTabs = footerVisible && !isEmbedded()
  return (
    <MobileErrorBoundary>
      <MobileFrame className={cn(!showTabs && 'pb-(--safe-bottom)')}>
        {headerVisible ? (
          <MobileHeader />
        ) : (
          <SettingsGear className="fixed top-[calc(var(--safe-top)+0.5rem)] right-2 z-(--z-sticky) bg-surface/90" />
        )}
        <OfflineBanner />
        <MobileContent>
          <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
        </MobileContent>
        {showTabs && <MobileTabs {...(tabBadges ? { badges: tabBadges } : {})} />}
        {floating}
        <SettingsOverlay panels={settingsPanels} />
      </MobileFrame>
    </MobileErrorBoundary>
  )
}
