import { Home, ImageIcon, MessagesSquare, PlusCircle, Sparkles } from '../../ui/icons.ts'
import { BottomTabBar } from '../../ui/layouts/mobile.tsx'
import { MOBILE_TABS } from './mobile-texts.ts'

const ICONS = {
  home: <Home />,
  quickadd: <PlusCircle />,
  media: <ImageIcon />,
  yelroom: <MessagesSquare />,
  sparks: <Sparkles />,
} as const

/** Spec 002 §2.2: hidden on wide screens (768 px) and when the app is embedded in a frame. */
export function BottomTabs({ embedded }: { embedded: boolean }) {
  if (embedded) return null
  return (
    <BottomTabBar
      items={MOBILE_TABS.map((tab) => ({ to: `/app/${tab.path}`, label: tab.label, icon: ICONS[tab.path] }))}
    />
  )
}
