import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ImageIcon } from '../../ui/icons.ts'
import { PageHeader } from '../../ui/layouts/console.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { failedMediaWrite, MEDIA_TABLES } from './failed-media.ts'
import { MediaEntryCard } from './media-entry.tsx'
import { type MediaKind, ofKind } from './media-rules.ts'
import { MEDIA_LABELS, MEDIA_TEXTS } from './texts.ts'
import { useMediaActions } from './use-media-actions.tsx'
import { useMediaLibrary } from './use-media-library.ts'

const TABS: ReadonlyArray<{ value: MediaKind | 'all'; label: string }> = [
  { value: 'all', label: MEDIA_LABELS.all },
  { value: 'photo', label: MEDIA_LABELS.photos },
  { value: 'voice', label: MEDIA_LABELS.voice },
  { value: 'quick_note', label: MEDIA_LABELS.notes },
]

/** The console's Media tab (001 §2): All, Photos, Voice, Notes with playback and preview; Pro deletes. */
export default function MediaTab() {
  return (
    <MemberScreenGate loading="Loading media...">
      {(screen) => <ConsoleLibrary member={screen.access} />}
    </MemberScreenGate>
  )
}

function ConsoleLibrary({ member }: { member: MemberAccess }) {
  const library = useMediaLibrary(member.userId)
  const { actions, dialogs } = useMediaActions('console', member, library)
  const { failed } = useSyncStatus()
  return (
    <div className="grid gap-6">
      <PageHeader title={MEDIA_LABELS.title} description="Photos, voice memos and notes from Quick Add." />
      <FailedWrites
        failed={failed.filter((write) => MEDIA_TABLES.includes(write.table))}
        label={failedMediaWrite}
      />
      <ReadView read={library.read} loading="Loading media..." failure={MEDIA_TEXTS.loadFailed}>
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState
              icon={<ImageIcon />}
              title={MEDIA_LABELS.empty}
              description={MEDIA_LABELS.emptyHint}
            />
          ) : (
            <Tabs defaultValue="all" variant="pills">
              <TabsList aria-label="Media types">
                {TABS.map((tab) => (
                  <TabsTrigger key={tab.value} value={tab.value}>
                    {tab.label} ({ofKind(entries, tab.value).length})
                  </TabsTrigger>
                ))}
              </TabsList>
              {TABS.map((tab) => (
                <TabsContent key={tab.value} value={tab.value}>
                  <ul aria-label={tab.label} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                    {ofKind(entries, tab.value).map((entry) => (
                      <MediaEntryCard
                        key={`${entry.source}-${entry.id}`}
                        entry={entry}
                        actions={actions}
                        layout="grid"
                      />
                    ))}
                  </ul>
                </TabsContent>
              ))}
            </Tabs>
          )
        }
      </ReadView>
      {dialogs}
    </div>
  )
}
