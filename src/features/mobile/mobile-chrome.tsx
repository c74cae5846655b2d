import type { ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { IconButton } from '../../ui/icon-button.tsx'
import { Home, ImageIcon, MessagesSquare, PlusCircle, Settings, Sparkles } from '../../ui/icons.ts'
import { type BottomTab, BottomTabBar, MobileTopBar } from '../../ui/layouts/mobile.tsx'
import { headerFor, withSettings } from './shell-rules.ts'
import { MOBILE_TABS, MOBILE_TEXTS, type MobileTabPath } from './texts.ts'

const TAB_ICONS: Record<MobileTabPath, ReactNode> = {
  home: <Home />,
  quickadd: <PlusCircle />,
  media: <ImageIcon />,
  yelroom: <MessagesSquare />,
  sparks: <Sparkles />,
}

export type TabBadges = Partial<Record<MobileTabPath, ReactNode>>

/** The gear: opens the settings overlay on the current screen (002 §2.2 "?settings=1"). */
export function SettingsGear({ className }: { className?: string }) {
  const [params, setParams] = useSearchParams()
  return (
    <IconButton
      label={MOBILE_TEXTS.settings}
      icon={<Settings />}
      className={className}
      onClick={() => setParams(withSettings(params, 'account'))}
    />
  )
}

/** 002 §2.2: a title and a subtitle per tab, with the settings gear. */
export function MobileHeader() {
  const { pathname } = useLocation()
  const header = headerFor(pathname)
  return <MobileTopBar title={header.title} subtitle={header.subtitle} actions={<SettingsGear />} />
}

/** 002 §2.2: Home, Quick Add, Media, YEL Room, JUL Sparks; the unread badge sits on its tab. */
export function MobileTabs({ badges = {} }: { badges?: TabBadges }) {
  const items: BottomTab[] = MOBILE_TABS.map((tab) => ({
    to: `/app/${tab.path}`,
    label: tab.label,
    icon: TAB_ICONS[tab.path],
    ...(badges[tab.path] ? { badge: badges[tab.path] } : {}),
  }))
  return <BottomTabBar items={items} />
}
