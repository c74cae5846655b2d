import { Link, useLocation } from 'react-router-dom'
import { MOBILE_TABS } from './mobile-texts.ts'

export function MobileHeader() {
  const { pathname } = useLocation()
  const segment = pathname.split('/')[2] ?? 'home'
  const tab = MOBILE_TABS.find((item) => item.path === segment) ?? MOBILE_TABS[0]
  return (
    <header className="mobile-header">
      <div>
        <p className="mobile-title">{tab.label}</p>
        <p className="mobile-subtitle">{tab.subtitle}</p>
      </div>
      <Link to="/app/settings" aria-label="Settings" className="icon-button">
        ⚙
      </Link>
    </header>
  )
}
