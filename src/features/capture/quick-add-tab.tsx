import { memberRange } from '../../../sync/public/member-range.ts'
import { useAuth } from '../../data/auth.ts'
import { ReadView } from '../../data/member-screen-gate.tsx'
import { type MirrorRead, useMirrorRead } from '../../data/use-mirror-read.ts'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Inbox } from '../../ui/icons.ts'
import { PageHeader } from '../../ui/layouts/console.tsx'
import { CaptureItem, type CaptureItemView } from './capture-item.tsx'
import { RECENT_CAPTURES } from './capture-rules.ts'
import { QuickCapture } from './quick-capture.tsx'
import { CAPTURE_LABELS, CAPTURE_TEXTS } from './texts.ts'
import { UploadProgress } from './upload-progress.tsx'

type RecentCapture = CaptureItemView & { id: string }

/** The member's newest captures wherever they landed: inbox, session notes or the media library. */
function useRecentCaptures(userId: string): MirrorRead<RecentCapture[]> {
  return useMirrorRead(
    async (db) => {
      const own = memberRange(userId)
      const [inbox, notes, media] = await Promise.all([
        db
          .mirror('capture_inbox')
          .where('[user_id+status]')
          .between(...own)
          .toArray(),
        db
          .mirror('session_notes')
          .where('[user_id+session_id]')
          .between(...own)
          .toArray(),
        db
          .mirror('media_items')
          .where('[user_id+created_at]')
          .between(...own)
          .toArray(),
      ])
      const all: RecentCapture[] = [
        ...inbox,
        ...notes,
        ...media.map((item) => ({
          id: item.id,
          content_type: item.type === 'quick_note' ? 'text' : item.type,
          content: item.content ?? item.title,
          file_url: item.photo_url ?? item.file_url,
          location: item.location,
          tags: item.tags,
          created_at: item.created_at,
        })),
      ]
      return all.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, RECENT_CAPTURES)
    },
    [userId],
    { what: 'recent captures' },
  )
}

/** The console's Quick Add tab (001 §2, §5): Pro captures voice, photo and text; Recent Captures keeps 5. */
export default function QuickAddTab() {
  const { user } = useAuth()
  const recent = useRecentCaptures(user?.id ?? '')
  const now = Date.now()
  // One minmax(0,1fr) column on a phone (grid-cols-1): a capture never widens the tab past the screen.
  return (
    <div className="grid gap-6">
      <PageHeader title="Quick Add" description="Capture voice memos, photos and notes." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby="quick-add-capture">
          <CardHeader>
            <CardTitle as="h2" id="quick-add-capture">
              {CAPTURE_LABELS.capture}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <QuickCapture context={{ type: 'unknown' }} gate="desktop" />
            <UploadProgress />
          </CardContent>
        </Card>
        <Card as="section" aria-labelledby="quick-add-recent">
          <CardHeader>
            <CardTitle as="h2" id="quick-add-recent">
              {CAPTURE_LABELS.recentCaptures}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ReadView
              read={recent}
              loading="Loading recent captures..."
              failure={CAPTURE_TEXTS.loadRecentFailed}
            >
              {(items) =>
                items.length === 0 ? (
                  <EmptyState icon={<Inbox />} title={CAPTURE_LABELS.noRecentCaptures} />
                ) : (
                  <ul aria-label={CAPTURE_LABELS.recentCaptures} className="grid grid-cols-1 gap-3">
                    {items.map((item) => (
                      <CaptureItem key={item.id} item={item} now={now} />
                    ))}
                  </ul>
                )
              }
            </ReadView>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
