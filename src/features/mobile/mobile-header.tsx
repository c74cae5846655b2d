import { Link, useLocation } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { Settings } from '../../ui/icons.ts'
import { MobileTopBar } from '../../ui/layouts/mobile.tsx'
import { MOBILE_TABS } from './mobile-texts.ts'

/** Spec 002 §2.2: the tab's title and subtitle, with the settings gear. */
export function MobileHeader() {
  const { pathname } = useLocation()
  const segment = pathname.split('/')[2] ?? 'home'
  const tab = MOBILE_TABS.find((item) => item.path === segment) ?? MOBILE_TABS[0]
  return (
    <MobileTopBar
      title={tab.label}
      subtitle={tab.subtitle}
      actions={
        <Button asChild variant="ghost" size="icon">
          <Link to="/app/settings" aria-label="Settings">
            <Settings aria-hidden="true" />
          </Link>
        </Button>
      }
    />
  )
}
