import type { ReactNode } from 'react'
import { StoredAudio, StoredPhoto } from '../../data/stored-media.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { cn } from '../../ui/cn.ts'
import { Copy, FileText, Globe, ImageIcon, Mic, Pencil, Trash2 } from '../../ui/icons.ts'
import type { MediaEntry, MediaKind, MediaRights } from './media-rules.ts'
import { MEDIA_LABELS } from './texts.ts'

const KIND: Record<MediaKind, { label: string; icon: ReactNode }> = {
  photo: { label: 'Photo', icon: <ImageIcon /> },
  voice: { label: 'Voice', icon: <Mic /> },
  quick_note: { label: 'Note', icon: <FileText /> },
}

export interface EntryActions {
  rights: MediaRights
  onCopy: (entry: MediaEntry) => void
  onEdit: (entry: MediaEntry) => void
  onDelete: (entry: MediaEntry) => void
  onPreview?: (entry: MediaEntry) => void
}

/** One media item: photo (hidden when it cannot load), voice playback or the note, and its actions. */
export function MediaEntryCard({
  entry,
  actions,
  layout = 'list',
}: {
  entry: MediaEntry
  actions: EntryActions
  layout?: 'grid' | 'list'
}) {
  const kind = KIND[entry.kind]
  const title = entry.title ?? kind.label
  return (
    <Card
      as="li"
      padding="sm"
      className={cn('grid content-start gap-2', layout === 'list' && 'sm:grid-cols-[auto_1fr]')}
      data-testid="media-item"
    >
      {entry.kind === 'photo' && (
        <button
          type="button"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default"
          disabled={!actions.onPreview}
          aria-label={`${MEDIA_LABELS.preview}: ${title}`}
          onClick={() => actions.onPreview?.(entry)}
        >
          <StoredPhoto
            url={entry.photoUrl}
            alt={title}
            className={layout === 'grid' ? 'aspect-square w-full' : 'h-24 w-32'}
          />
        </button>
      )}
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="info">
            {kind.icon}
            {kind.label}
          </Badge>
          <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
            {new Date(entry.createdAt).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            })}
          </time>
        </div>
        <h3 className="font-medium [overflow-wrap:anywhere]">{title}</h3>
        {entry.description && (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{entry.description}</p>
        )}
        {entry.content && <p className="text-sm [overflow-wrap:anywhere]">{entry.content}</p>}
        {entry.kind === 'voice' && <StoredAudio url={entry.fileUrl} label={`Play ${title}`} />}
        {(entry.location || entry.tags.length > 0) && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {entry.location && (
              <span className="inline-flex items-center gap-1 [&_svg]:size-3">
                <Globe />
                {entry.location}
              </span>
            )}
            {entry.tags.map((tag) => (
              <Badge key={tag} variant="outline" className="shrink">
                #{tag}
              </Badge>
            ))}
          </div>
        )}
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onCopy(entry)}
            aria-label={`${MEDIA_LABELS.copy} ${title}`}
          >
            <Copy />
            <span className={cn(layout === 'grid' && 'sr-only')}>{MEDIA_LABELS.copy}</span>
          </Button>
          {actions.rights.edit !== 'hidden' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => actions.onEdit(entry)}
              aria-label={`${MEDIA_LABELS.edit} ${title}`}
            >
              <Pencil />
              <span className={cn(layout === 'grid' && 'sr-only')}>{MEDIA_LABELS.edit}</span>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onDelete(entry)}
            aria-label={`${MEDIA_LABELS.delete} ${title}`}
          >
            <Trash2 />
            <span className={cn(layout === 'grid' && 'sr-only')}>{MEDIA_LABELS.delete}</span>
          </Button>
        </div>
      </div>
    </Card>
  )
}
