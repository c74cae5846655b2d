import { type ReactNode, useState } from 'react'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { cn } from '../../ui/cn.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Field } from '../../ui/field.tsx'
import { ImageIcon } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { StatTile } from '../../ui/stat-tile.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { failedMediaWrite, MEDIA_TABLES } from './failed-media.ts'
import { type EntryActions, MediaEntryCard } from './media-entry.tsx'
import {
  type MediaEntry,
  type MediaKind,
  mediaTotals,
  ofKind,
  recentMedia,
  searchMedia,
  thisWeekCount,
} from './media-rules.ts'
import { MEDIA_LABELS, MEDIA_TEXTS } from './texts.ts'
import { useMediaActions } from './use-media-actions.tsx'
import { useMediaLibrary } from './use-media-library.ts'

const CATEGORIES: ReadonlyArray<{ kind: MediaKind; label: string }> = [
  { kind: 'photo', label: MEDIA_LABELS.photos },
  { kind: 'voice', label: MEDIA_LABELS.voice },
  { kind: 'quick_note', label: MEDIA_LABELS.notes },
]

function EntryList({
  entries,
  actions,
  layout,
  label,
}: {
  entries: MediaEntry[]
  actions: EntryActions
  layout: 'grid' | 'list'
  label: string
}) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{MEDIA_LABELS.noMatches}</p>
  return (
    <ul aria-label={label} className={cn('grid gap-3', layout === 'grid' && 'grid-cols-2')}>
      {entries.map((entry) => (
        <MediaEntryCard key={`${entry.source}-${entry.id}`} entry={entry} actions={actions} layout={layout} />
      ))}
    </ul>
  )
}

/** /app/media (002 §2.8): Gallery (grid or list), Categories, Recent (10), search, totals, this week. */
export default function MediaLibraryScreen() {
  return (
    <MemberScreenGate loading="Loading media...">
      {(screen) => <MobileLibrary member={screen.access} />}
    </MemberScreenGate>
  )
}

function MobileLibrary({ member }: { member: MemberAccess }) {
  const library = useMediaLibrary(member.userId)
  const { actions, dialogs } = useMediaActions('mobile', member, library)
  const { failed } = useSyncStatus()
  const [query, setQuery] = useState('')
  const [layout, setLayout] = useState<'grid' | 'list'>('grid')
  const read = library.read
  const entries = read.status === 'ready' ? read.data : []

  let body: ReactNode
  if (read.status === 'error') body = <ErrorState message={MEDIA_TEXTS.loadFailed} onRetry={read.retry} />
  else if (read.status === 'loading') body = <LoadingState label="Loading media..." />
  else if (entries.length === 0)
    body = (
      <EmptyState
        icon={<ImageIcon />}
        title={MEDIA_LABELS.empty}
        description={MEDIA_LABELS.emptyHint}
        headingLevel={2}
      />
    )
  else {
    const totals = mediaTotals(entries)
    const found = searchMedia(entries, query)
    body = (
      <>
        <div className="grid grid-cols-2 gap-2">
          <StatTile label={MEDIA_LABELS.total} value={totals.total} />
          <StatTile label={MEDIA_LABELS.thisWeek} value={thisWeekCount(entries, Date.now())} />
        </div>
        <Field label={MEDIA_LABELS.search} hideLabel>
          <Input
            type="search"
            placeholder={MEDIA_LABELS.search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </Field>
        <Tabs defaultValue="gallery" variant="pills">
          <TabsList aria-label="Media views">
            <TabsTrigger value="gallery">{MEDIA_LABELS.gallery}</TabsTrigger>
            <TabsTrigger value="categories">{MEDIA_LABELS.categories}</TabsTrigger>
            <TabsTrigger value="recent">{MEDIA_LABELS.recent}</TabsTrigger>
          </TabsList>
          <TabsContent value="gallery" className="grid gap-3">
            <SegmentedControl
              label="Gallery layout"
              segments={[
                { value: 'grid', label: MEDIA_LABELS.grid },
                { value: 'list', label: MEDIA_LABELS.list },
              ]}
              value={layout}
              onChange={setLayout}
            />
            <EntryList entries={found} actions={actions} layout={layout} label={MEDIA_LABELS.gallery} />
          </TabsContent>
          <TabsContent value="categories" className="grid gap-5">
            {CATEGORIES.map((category) => (
              <section key={category.kind} aria-label={category.label} className="grid gap-2">
                <h2 className="font-semibold">
                  {category.label} <span className="text-muted-foreground">({totals[category.kind]})</span>
                </h2>
                <EntryList
                  entries={ofKind(found, category.kind)}
                  actions={actions}
                  layout="list"
                  label={category.label}
                />
              </section>
            ))}
          </TabsContent>
          <TabsContent value="recent">
            <EntryList
              entries={recentMedia(found)}
              actions={actions}
              layout="list"
              label={MEDIA_LABELS.recent}
            />
          </TabsContent>
        </Tabs>
      </>
    )
  }

  return (
    <>
      <h1 className="sr-only">{MEDIA_LABELS.title}</h1>
      <FailedWrites
        failed={failed.filter((write) => MEDIA_TABLES.includes(write.table))}
        label={failedMediaWrite}
      />
      {body}
      {dialogs}
    </>
  )
}
