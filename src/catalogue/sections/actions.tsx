import { Button } from '../../ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import {
  ArrowRight,
  Download,
  MoreHorizontal,
  Pencil,
  Plus,
  Settings,
  Share2,
  Trash2,
} from '../../ui/icons.ts'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { ThemeToggle } from '../../ui/theme-toggle.tsx'
import { Tooltip } from '../../ui/tooltip.tsx'
import { CatalogueSection, Specimen } from '../specimen.tsx'

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'accent', 'link'] as const

export function Actions() {
  return (
    <CatalogueSection id="actions" title="Actions and navigation">
      <Specimen title="Button variants">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </Specimen>
      <Specimen title="Sizes, icons, loading, disabled">
        <Button size="sm">Small</Button>
        <Button>
          <Plus /> Add Spark
        </Button>
        <Button size="lg">
          Book a session <ArrowRight />
        </Button>
        <Button loading>Saving</Button>
        <Button variant="outline" loading>
          Syncing
        </Button>
        <Button disabled>Disabled</Button>
        <Button variant="outline" disabled>
          Pro Only
        </Button>
      </Specimen>
      <Specimen title="Icon buttons (named by label)">
        <IconButton label="Settings" icon={<Settings />} />
        <IconButton label="Edit" icon={<Pencil />} variant="outline" />
        <IconButton label="Download" icon={<Download />} variant="secondary" />
        <IconButton label="Delete" icon={<Trash2 />} variant="destructive" />
        <IconButton label="Sharing" icon={<Share2 />} loading variant="outline" />
        <Tooltip content="Share this card" open side="right">
          <Button variant="outline" size="icon" aria-label="Share">
            <Share2 />
          </Button>
        </Tooltip>
      </Specimen>
      <Specimen title="Menu, theme, segmented control">
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              Actions <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Card</DropdownMenuLabel>
            <DropdownMenuItem>
              <Pencil /> Edit
            </DropdownMenuItem>
            <DropdownMenuCheckboxItem checked>Pinned</DropdownMenuCheckboxItem>
            <DropdownMenuItem disabled>Export (Pro Only)</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive>
              <Trash2 /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <ThemeToggle />
        <SegmentedControl
          label="Sign in or sign up"
          segments={[
            { value: 'sign-in', label: 'Sign In' },
            { value: 'sign-up', label: 'Sign Up' },
          ]}
          value="sign-in"
          onChange={() => {}}
        />
      </Specimen>
      <Specimen title="Tabs: underline and pills" className="grid w-full gap-6">
        <Tabs defaultValue="overview">
          <TabsList aria-label="Home sections">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="board">Board</TabsTrigger>
            <TabsTrigger value="sessions">Sessions</TabsTrigger>
            <TabsTrigger value="locked" disabled>
              Export
            </TabsTrigger>
          </TabsList>
          {['overview', 'board', 'sessions', 'locked'].map((value) => (
            <TabsContent key={value} value={value} className="text-sm text-muted-foreground">
              The {value} panel: subscription, quick actions and services.
            </TabsContent>
          ))}
        </Tabs>
        <Tabs defaultValue="all" variant="pills">
          <TabsList aria-label="Agreements filter">
            <TabsTrigger value="all">All</TabsTrigger>
            <TabsTrigger value="draft">Draft</TabsTrigger>
            <TabsTrigger value="active">Active</TabsTrigger>
            <TabsTrigger value="agreed">Agreed</TabsTrigger>
          </TabsList>
          {['all', 'draft', 'active', 'agreed'].map((value) => (
            <TabsContent key={value} value={value} className="text-sm text-muted-foreground">
              Agreements: {value}.
            </TabsContent>
          ))}
        </Tabs>
      </Specimen>
    </CatalogueSection>
  )
}
