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
 * The mobile settings overlay as a full-height bottom sheet. 002 §2.2: "the body height is the viewport
 * minus 120 px", so the title, the tabs and the close button share a 120 px band and the body below is
 * exactly the viewport minus 120 px, scrolling on its own, with the footer at its end.
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
        className="mx-auto h-dvh max-h-none max-w-2xl gap-0 rounded-none border-t-0 px-0 pt-0 pb-0 [&>div[aria-hidden]]:hidden"
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <Tabs
          value={tab}
          onValueChange={onTabChange}
          variant="pills"
          className="flex min-h-0 flex-1 flex-col gap-0"
        >
          <div className="grid h-[120px] shrink-0 content-center gap-3 border-b border-border px-5 pt-(--safe-top)">
            <SheetHeader>
              <SheetTitle>{title}</SheetTitle>
              {description && <SheetDescription className="sr-only">{description}</SheetDescription>}
            </SheetHeader>
            <TabsList aria-label="Settings sections" className="w-full">
              {tabs.map((item) => (
                <TabsTrigger key={item.id} value={item.id} className="flex-1">
                  {item.icon}
                  {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <div
            data-testid="settings-body"
            className="h-[calc(100dvh-120px)] overflow-y-auto px-5 pt-4 pb-[calc(1.25rem+var(--safe-bottom))]"
          >
            {tabs.map((item) => (
              <TabsContent key={item.id} value={item.id}>
                {item.content}
              </TabsContent>
            ))}
            {footer && <div className="mt-6 text-center text-xs text-muted-foreground">{footer}</div>}
          </div>
        </Tabs>
      </SheetContent>
    </Sheet>
  )
}
