import { type ComponentProps, useState } from 'react'
import { CAPTURE_BUCKET } from '../../sync/public/capture-bucket.ts'
import { cn } from '../ui/cn.ts'
import { useLocalFile } from './attachments.ts'

interface StoredPhotoProps extends Omit<ComponentProps<'img'>, 'src'> {
  url: string | null | undefined
  bucket?: string
}

/**
 * A captured photo: the copy kept on this device while it waits for upload, else its public address
 * (cached by the service worker). A photo that cannot load is hidden, not shown broken (001 §8).
 */
export function StoredPhoto({ url, bucket = CAPTURE_BUCKET.id, className, alt, ...props }: StoredPhotoProps) {
  const file = useLocalFile(url, bucket)
  const [broken, setBroken] = useState<string | null>(null)
  if (!file.src || broken === file.src) return null
  return (
    <img
      {...props}
      src={file.src}
      alt={alt ?? ''}
      loading="lazy"
      className={cn('rounded-md object-cover', className)}
      onError={() => setBroken(file.src)}
    />
  )
}

/** A voice note from the device or the server, with the browser's own player. */
export function StoredAudio({
  url,
  bucket = CAPTURE_BUCKET.id,
  label,
  className,
}: {
  url: string | null | undefined
  bucket?: string
  label: string
  className?: string
}) {
  const file = useLocalFile(url, bucket)
  if (!file.src) return null
  return (
    // biome-ignore lint/a11y/useMediaCaption: members' own voice notes; no transcript exists
    <audio controls preload="none" src={file.src} aria-label={label} className={cn('w-full', className)} />
  )
}
