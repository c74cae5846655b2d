import type { ReactNode } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../sheet.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs.tsx'

export interface SettingsTab {
  id: string
  label: string
  icon?: ReactNode
  content: ReactNode
}

interface SettingsSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** 002 §2.12: Account, Card, JUL, Alerts. */
  tabs: readonly SettingsTab[]
  /** The open tab (the overlay opens via ?settings=1 with an optional tab, 002 §2.2). */
  tab: string
  onTabChange: (tab: string) => void
  title?: string
  description?: string
  /** Under the tabs: 'JUL Console v1.0.0'. */
  footer?: ReactNode
}

/**
 * The mobile settings overlay as a nearly full-height bottom sheet: title, tabs across the top, a close
 * button, and a body that scrolls on its own in what is left, the viewport minus about 120 px (002 §2.2).
 */
export function SettingsSheet({
  open,
  onOpenChange,
  tabs,
  tab,
  onTabChange,
  title = 'Settings',
  description,
  footer,
}: SettingsSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="mx-auto h-[calc(100dvh-var(--safe-top)-0.75rem)] max-h-none max-w-2xl"
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          {description && <SheetDescription>{description}</SheetDescription>}
        </SheetHeader>
        <Tabs
          value={tab}
          onValueChange={onTabChange}
          variant="pills"
          className="flex min-h-0 flex-1 flex-col gap-3"
        >
          <TabsList aria-label="Settings sections" className="w-full">
            {tabs.map((item) => (
              <TabsTrigger key={item.id} value={item.id} className="flex-1">
                {item.icon}
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((item) => (
            <TabsContent key={item.id} value={item.id} className="min-h-0 flex-1 overflow-y-auto">
              {item.content}
            </TabsContent>
          ))}
        </Tabs>
        {footer && <div className="text-center text-xs text-muted-foreground">{footer}</div>}
      </SheetContent>
    </Sheet>
  )
}
