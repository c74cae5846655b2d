import { useLocalFile } from '../../data/attachments.ts'
import { Lock } from '../../ui/icons.ts'
import { ROOM_TEXTS } from './texts.ts'

/**
 * An advisor's voice note under its message (000 §6 voice chirps, Pro): played from this device's copy
 * (the advisor's own, waiting for upload, or kept after a first play) or through a signed URL. Members
 * below Pro see the message's words and the Pro lock, never the file.
 */
export function VoiceChirp({ url, canHear }: { url: string; canHear: boolean }) {
  if (!canHear) {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        <span>
          <strong className="font-medium">{ROOM_TEXTS.voiceLocked}</strong> · {ROOM_TEXTS.voiceLockedHint}
        </span>
      </p>
    )
  }
  return <VoicePlayer url={url} />
}

function VoicePlayer({ url }: { url: string }) {
  const file = useLocalFile(url)
  if (!file.src) {
    return (
      <p role="status" className="mt-1 text-xs text-muted-foreground">
        {ROOM_TEXTS.voiceLoading}
      </p>
    )
  }
  return (
    <div className="mt-1 grid gap-1">
      {/* biome-ignore lint/a11y/useMediaCaption: the advisor's voice note; its words are the message above */}
      <audio
        controls
        preload="none"
        src={file.src}
        className="w-full min-w-0 max-w-72"
        aria-label={ROOM_TEXTS.voiceNote}
      />
      {file.receipt?.state === 'refused' ? (
        <span role="alert" className="text-xs text-danger-soft-foreground">
          {file.receipt.reason}
        </span>
      ) : (
        file.receipt &&
        file.receipt.state !== 'on-server' && (
          <span className="text-xs text-muted-foreground">{ROOM_TEXTS.voiceUploading}</span>
        )
      )}
    </div>
  )
}
