import { type ReactNode, useState } from 'react'
import { Badge, TierBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import {
  BookOpen,
  Download,
  FileText,
  Home,
  ImageIcon,
  Kanban,
  LayoutDashboard,
  LayoutTemplate,
  Lightbulb,
  MessagesSquare,
  PlusCircle,
  Settings,
  Sparkles,
  Users,
} from '../../ui/icons.ts'
import {
  ConsoleLayout,
  ConsoleNav,
  ConsolePanel,
  ContentGrid,
  PageHeader,
} from '../../ui/layouts/console.tsx'
import { BottomTabBar, MobileFrame, MobileTopBar } from '../../ui/layouts/mobile.tsx'
import { SettingsSheet } from '../../ui/layouts/settings-sheet.tsx'
import { Hero, Section, SiteFooter } from '../../ui/layouts/website.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import { CatalogueSection, Specimen } from '../specimen.tsx'

const CONSOLE_TABS = [
  { id: 'home', label: 'Home', icon: <Home /> },
  { id: 'julboard', label: 'JUL Board', icon: <Kanban /> },
  { id: 'sessions', label: 'Sessions', icon: <BookOpen /> },
  { id: 'agreements', label: 'Agreements', icon: <FileText /> },
  { id: 'yelroom', label: 'YEL Room', icon: <MessagesSquare /> },
  { id: 'templates', label: 'Templates', icon: <LayoutTemplate /> },
  { id: 'platform-overview', label: 'Platform Overview', icon: <LayoutDashboard /> },
  {
    id: 'export',
    label: 'Export',
    icon: <Download />,
    disabled: true,
    badge: <Badge size="sm">Pro Only</Badge>,
  },
  { id: 'quickadd', label: 'Quick Add', icon: <PlusCircle /> },
  { id: 'media', label: 'Media', icon: <ImageIcon /> },
  { id: 'julmode', label: 'JUL Mode', icon: <Lightbulb /> },
  { id: 'settings', label: 'Settings', icon: <Settings /> },
]

/** A frame whose `transform` makes it the containing block of fixed children (the tab bar, sticky nav). */
function DemoFrame({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <figure className="grid w-full gap-2">
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
      <div
        className={`relative overflow-hidden rounded-xl border border-border bg-background [transform:translateZ(0)] ${className ?? ''}`}
      >
        {children}
      </div>
    </figure>
  )
}

function ConsoleDemo() {
  const [tab, setTab] = useState('home')
  return (
    <ConsoleLayout value={tab} onValueChange={setTab} className="min-h-0">
      <ConsoleNav
        label="Console sections"
        items={CONSOLE_TABS}
        header={<p className="text-sm font-semibold">Ada Lovelace</p>}
      />
      {CONSOLE_TABS.map((item) => (
        <ConsolePanel key={item.id} value={item.id}>
          <PageHeader
            title={item.label}
            description="Your sessions, board, agreements and rooms, available offline."
            badges={<TierBadge tier="pro" />}
            actions={<Button size="sm">Book session</Button>}
          />
          <ContentGrid columns={2}>
            <StatTile label="Sessions this month" value="4" />
            <StatTile label="Open decisions" value="2" />
          </ContentGrid>
        </ConsolePanel>
      ))}
    </ConsoleLayout>
  )
}

function MobileDemo() {
  const [settings, setSettings] = useState(false)
  const [tab, setTab] = useState('account')
  return (
    <MobileFrame className="min-h-[34rem]">
      <MobileTopBar
        title="JUL Sparks"
        subtitle="Short updates"
        actions={<IconButton label="Settings" icon={<Settings />} onClick={() => setSettings(true)} />}
      />
      <div className="grid gap-3 p-4">
        <Card padding="sm">
          <p className="text-sm">Closed the bridge round at €1.2M.</p>
        </Card>
        <Card padding="sm">
          <p className="text-sm">Hired our first sales lead.</p>
        </Card>
      </div>
      <BottomTabBar
        label="Demo app sections"
        items={[
          { to: '/app/home', label: 'Home', icon: <Home /> },
          { to: '/app/quickadd', label: 'Quick Add', icon: <PlusCircle /> },
          { to: '/app/media', label: 'Media', icon: <ImageIcon /> },
          { to: '/app/yelroom', label: 'YEL Room', icon: <Users /> },
          {
            to: '/app/sparks',
            label: 'JUL Sparks',
            icon: <Sparkles />,
            badge: (
              <Badge variant="count" aria-label="3 unread">
                3
              </Badge>
            ),
          },
        ]}
      />
      <SettingsSheet
        open={settings}
        onOpenChange={setSettings}
        tab={tab}
        onTabChange={setTab}
        footer="JUL Console v1.0.0"
        tabs={['Account', 'Card', 'JUL', 'Alerts'].map((label) => ({
          id: label.toLowerCase(),
          label,
          content: <p className="text-sm text-muted-foreground">{label} settings.</p>,
        }))}
      />
    </MobileFrame>
  )
}

export function Layouts() {
  return (
    <CatalogueSection id="layouts" title="Layouts">
      <Specimen title="Website: hero, sections, footer" className="w-full">
        <DemoFrame label="Public page (founders accent)">
          <Hero
            accent="founders"
            eyebrow="For founders"
            title="Raise with clarity, not noise."
            lead="Fractional leadership and investor readiness for founders who want their next round to be their best."
            actions={
              <>
                <Button size="lg">Book a strategy session</Button>
                <Button size="lg" variant="outline">
                  See pricing
                </Button>
              </>
            }
          />
          <Section
            id="demo-offer"
            title="How we work"
            eyebrow="Advisory"
            accent="advisory"
            description="From a 90-minute session to a monthly retainer."
          >
            <ContentGrid columns={3}>
              {['Strategy session', 'Monthly retainer', 'Equity partnership'].map((title) => (
                <Card key={title} variant="interactive">
                  <CardHeader className="mb-0">
                    <CardTitle>{title}</CardTitle>
                    <CardDescription>What it is, who it is for, what it costs.</CardDescription>
                  </CardHeader>
                </Card>
              ))}
            </ContentGrid>
          </Section>
          <Section
            id="demo-cta"
            tone="brand"
            title="Ready when you are"
            centered
            description="A first conversation costs nothing."
          >
            <div className="flex justify-center">
              <Button variant="accent" size="lg">
                Contact us
              </Button>
            </div>
          </Section>
          <SiteFooter
            legalLinks={[
              { to: '/privacy-policy', label: 'Privacy Policy' },
              { to: '/terms-of-service', label: 'Terms of Service' },
              { to: '/cookie-preferences', label: 'Cookie Preferences' },
            ]}
          />
        </DemoFrame>
      </Specimen>
      <Specimen
        title="Console: side navigation (top tabs below 768 px), page header, content grid"
        className="w-full"
      >
        <DemoFrame label="Members' console" className="h-[34rem] overflow-y-auto">
          <ConsoleDemo />
        </DemoFrame>
      </Specimen>
      <Specimen title="Mobile shell: top bar with gear, bottom tabs, settings sheet" className="w-full">
        <DemoFrame label="/app on a phone" className="mx-auto max-w-sm">
          <MobileDemo />
        </DemoFrame>
      </Specimen>
    </CatalogueSection>
  )
}
