import { Avatar } from '../../ui/avatar.tsx'
import { Badge, StatusBadge, TierBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx'
import { ChatBubble, ChatThread } from '../../ui/chat.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { type DataColumn, DataTable } from '../../ui/data-table.tsx'
import { BarChart3, Calendar, Flame, Mic, Users, Wallet } from '../../ui/icons.ts'
import { MembershipCardFrame } from '../../ui/membership-card-frame.tsx'
import { Progress } from '../../ui/progress.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import { Timeline, TimelineItem } from '../../ui/timeline.tsx'
import { CatalogueSection, Specimen } from '../specimen.tsx'

interface Row {
  id: string
  title: string
  status: string
  date: string
  amount: number
}

const ROWS: Row[] = [
  { id: '1', title: 'Investor readiness review', status: 'completed', date: '2026-01-12', amount: 495 },
  { id: '2', title: 'Monthly retainer', status: 'active', date: '2026-02-01', amount: 1950 },
  { id: '3', title: 'Go-to-market sprint', status: 'draft', date: '2026-02-20', amount: 0 },
]

const COLUMNS: DataColumn<Row>[] = [
  { id: 'title', header: 'Agreement', cell: (row) => row.title, sortValue: (row) => row.title },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} />,
    sortValue: (row) => row.status,
  },
  { id: 'date', header: 'Due', cell: (row) => row.date, sortValue: (row) => row.date, hideOnMobile: true },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => (row.amount ? `€${row.amount.toLocaleString('en-GB')}` : 'Contact'),
    sortValue: (row) => row.amount,
    align: 'end',
  },
]

export function Display() {
  return (
    <CatalogueSection id="display" title="Data display">
      <Specimen title="Badges: status, tier (002 §3), audience (000 §9), count">
        {['active', 'scheduled', 'pending', 'at-risk', 'cancelled', 'draft'].map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
        <TierBadge tier="pro" />
        <TierBadge tier="standard" />
        <TierBadge tier="base" />
        <Badge variant="advisory">Advisory</Badge>
        <Badge variant="founders">Founders</Badge>
        <Badge variant="investors">Investors</Badge>
        <Badge variant="product">Product</Badge>
        <Badge variant="brand">Member</Badge>
        <Badge variant="outline">Coming Soon</Badge>
        <Badge variant="count" aria-label="99+ unread sparks">
          <Flame aria-hidden="true" /> 99+
        </Badge>
      </Specimen>
      <Specimen title="Avatars">
        <Avatar name="Ada Lovelace" size="sm" />
        <Avatar name="Ada Lovelace" />
        <Avatar name="Grace Hopper" size="lg" />
        <Avatar name="demo@example.com" size="xl" />
      </Specimen>
      <Specimen
        title="Stat tiles (001 §9 board metrics)"
        className="grid w-full grid-cols-1 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatTile
          label="MRR"
          value="€15,000"
          icon={<Wallet />}
          delta={{ text: '+12%', direction: 'up' }}
          hint="vs last month"
        />
        <StatTile label="Runway" value="18 months" icon={<Calendar />} />
        <StatTile
          label="Pipeline"
          value="€22,500"
          icon={<BarChart3 />}
          delta={{ text: '−4%', direction: 'down' }}
        />
        <StatTile label="Team" value="3" icon={<Users />} />
      </Specimen>
      <Specimen title="Progress: wizard, upload, indeterminate" className="grid w-full max-w-md">
        <Progress value={2} max={3} label="Booking step 2 of 3" showLabel />
        <Progress value={80} label="Uploading voice-memo.webm" showLabel tone="success" />
        <Progress value={null} label="Preparing the report" showLabel />
      </Specimen>
      <div className="grid gap-6 lg:grid-cols-2">
        <Specimen title="Cards" className="grid">
          <Card>
            <CardHeader>
              <CardTitle>Strategy session</CardTitle>
              <Badge variant="accent">90 min</Badge>
              <CardDescription>A focused 90-minute session on your biggest question.</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-semibold">€495</p>
            </CardContent>
            <CardFooter>
              <Button>Book now</Button>
              <Button variant="ghost">Learn More</Button>
            </CardFooter>
          </Card>
          <div data-accent="founders">
            <Card variant="accent">
              <CardTitle>For founders</CardTitle>
              <p className="mt-2 text-sm text-muted-foreground">Accent card in the founders' green.</p>
            </Card>
          </div>
          <Card variant="muted" padding="sm">
            <p className="text-sm">Muted card for quiet groupings.</p>
          </Card>
        </Specimen>
        <Specimen title="Membership cards (tier colour and prefix)" className="grid">
          <MembershipCardFrame
            tier="pro"
            memberName="Ada Lovelace"
            company="Analytical Engines Ltd"
            cardNumber="JUL-PRO-48213377"
            status="active"
            issued="1 Jan 2026"
            qr={<QrPlaceholder />}
          />
          <MembershipCardFrame
            tier="standard"
            memberName="Grace Hopper"
            cardNumber="JUL-STD-10457731"
            status="active"
          />
          <MembershipCardFrame
            tier="base"
            memberName="Alan Turing"
            cardNumber="JUL-BASE-99120045"
            status="inactive"
            expires="31 Dec 2026"
          />
        </Specimen>
      </div>
      <Specimen title="Data table with sorting" className="w-full">
        <DataTable
          className="w-full"
          rows={ROWS}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          caption="Agreements"
          showCaption
          initialSort={{ key: 'date', direction: 'asc' }}
        />
      </Specimen>
      <div className="grid gap-6 lg:grid-cols-2">
        <Specimen title="Data list" className="w-full">
          <DataList label="Capture inbox" className="w-full">
            <DataListItem
              leading={<Avatar name="Voice" decorative size="sm" />}
              title="Voice memo from the board meeting"
              description="Runway discussion: extend to 18 months before the bridge."
              meta={
                <>
                  <span>2 hours ago</span>
                  <span>· London</span>
                </>
              }
              trailing={
                <Badge variant="info">
                  <Mic aria-hidden="true" /> voice
                </Badge>
              }
            />
            <DataListItem
              title="Photo of the whiteboard"
              meta="Yesterday"
              trailing={<StatusBadge status="unassigned" />}
            />
            <DataListItem
              title="Follow up with Northstar Capital"
              description="Send the updated deck and the data room link."
              meta="3 days ago"
              trailing={<StatusBadge status="assigned" />}
            />
          </DataList>
        </Specimen>
        <Specimen title="Timeline" className="w-full">
          <Timeline label="Sessions">
            <TimelineItem
              title="Strategy session"
              time="12 Jan 2026, 10:00"
              tone="success"
              badge={<StatusBadge status="completed" />}
            >
              Recap and AI report ready.
            </TimelineItem>
            <TimelineItem
              title="Fundraising prep"
              time="2 Feb 2026, 14:00"
              tone="info"
              badge={<StatusBadge status="scheduled" />}
              actions={
                <Button size="sm" variant="outline">
                  Join meeting
                </Button>
              }
            />
            <TimelineItem
              title="Board check-in"
              time="20 Feb 2026"
              tone="neutral"
              badge={<StatusBadge status="cancelled" />}
              connector={false}
            />
          </Timeline>
        </Specimen>
      </div>
      <Specimen title="Chat thread (YEL Room)" className="w-full max-w-xl">
        <ChatThread
          label="Messages with your advisor"
          className="w-full rounded-xl border border-border bg-surface p-4"
        >
          <ChatBubble author="Julius (advisor)" from="advisor" time="09:12">
            Morning! I reviewed the deck. Slide 7 needs the cohort numbers.
          </ChatBubble>
          <ChatBubble author="You" from="mine" time="09:15">
            Thanks, adding them now.
          </ChatBubble>
          <ChatBubble author="You" from="mine" time="09:16" status="sending">
            Here is the revised version.
          </ChatBubble>
          <ChatBubble
            author="You"
            from="mine"
            status="failed"
            actions={
              <Button variant="link" size="sm">
                Retry
              </Button>
            }
          >
            And the data room link.
          </ChatBubble>
          <ChatBubble author="Sam (peer)" from="other" time="09:20">
            Same question came up in our round.
          </ChatBubble>
        </ChatThread>
      </Specimen>
    </CatalogueSection>
  )
}

/** A stand-in for the QR code the screens draw with the qrcode package. */
function QrPlaceholder() {
  return (
    <svg viewBox="0 0 21 21" role="img" aria-label="QR code">
      <path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM9 9h3v3H9zM15 15h3v3h-3zM9 2h2v4H9zM2 9h4v2H2zM13 10h6v2h-6z" />
    </svg>
  )
}
