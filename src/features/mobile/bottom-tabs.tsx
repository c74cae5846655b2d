import { NavLink } from 'react-router-dom'
import { MOBILE_TABS } from './mobile-texts.ts'

/** Spec 002 §2.2: hidden on wide screens (CSS, 768 px) and when the app is embedded in a frame. */
export function BottomTabs({ embedded }: { embedded: boolean }) {
  if (embedded) return null
  return (
    <nav aria-label="App sections" className="bottom-tabs">
      {MOBILE_TABS.map((tab) => (
        <NavLink key={tab.path} to={`/app/${tab.path}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  )
}
