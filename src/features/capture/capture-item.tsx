import type { ReactNode } from 'react'
import { StoredAudio, StoredPhoto } from '../../data/stored-media.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Card } from '../../ui/card.tsx'
import { FileText, Globe, ImageIcon, Mic } from '../../ui/icons.ts'
import { type ContentType, INBOX_PREVIEW_CHARS, relativeTime, truncate } from './capture-rules.ts'
import { UploadReceipt } from './upload-receipt.tsx'

const TYPE_BADGES: Record<ContentType, { label: string; icon: ReactNode }> = {
  text: { label: 'Text', icon: <FileText /> },
  voice: { label: 'Voice', icon: <Mic /> },
  photo: { label: 'Photo', icon: <ImageIcon /> },
}

export interface CaptureItemView {
  content_type: string
  content: string | null
  file_url: string | null
  location?: string | null
  tags?: readonly string[]
  created_at: string
}

function typeOf(value: string): ContentType {
  return value === 'voice' || value === 'photo' ? value : 'text'
}

/** One capture: type badge, relative time, photo, a 150-character preview, location and tags (002 §2.6). */
export function CaptureItem({
  item,
  now,
  actions,
}: {
  item: CaptureItemView
  now: number
  actions?: ReactNode
}) {
  const type = TYPE_BADGES[typeOf(item.content_type)]
  return (
    <Card as="li" padding="sm" className="grid grid-cols-1 gap-3" data-testid="capture-item">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="info">
          {type.icon}
          {type.label}
        </Badge>
        <time dateTime={item.created_at} className="text-xs text-muted-foreground">
          {relativeTime(item.created_at, now)}
        </time>
        <UploadReceipt url={item.file_url} />
      </div>
      {item.content_type === 'photo' && (
        <StoredPhoto url={item.file_url} alt={item.content ?? 'Captured photo'} className="max-h-48 w-full" />
      )}
      {item.content_type === 'voice' && <StoredAudio url={item.file_url} label="Voice note" />}
      {item.content && (
        <p className="text-sm [overflow-wrap:anywhere]">{truncate(item.content, INBOX_PREVIEW_CHARS)}</p>
      )}
      {(item.location || (item.tags && item.tags.length > 0)) && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {item.location && (
            <span className="inline-flex items-center gap-1 [&_svg]:size-3">
              <Globe />
              {item.location}
            </span>
          )}
          {item.tags?.map((tag) => (
            <Badge key={tag} variant="outline" className="shrink">
              #{tag}
            </Badge>
          ))}
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </Card>
  )
}
