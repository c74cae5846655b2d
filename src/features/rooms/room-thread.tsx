import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useSyncClient } from '../../data/sync-context.ts'
import type { MirrorRead } from '../../data/use-mirror-read.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { ChatBubble, ChatThread } from '../../ui/chat.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Send } from '../../ui/icons.ts'
import { SkeletonText } from '../../ui/skeleton.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { useQuickEntry } from '../../ui/use-quick-entry.ts'
import { AdvisorVoiceNote, type VoiceNote } from './advisor-voice-note.tsx'
import {
  authorOf,
  canHearVoiceChirps,
  canSendText,
  isSendKey,
  type RoomAccess,
  type RoomType,
  roomName,
} from './room-rules.ts'
import { ROOM_TEXTS } from './texts.ts'
import { type RoomMessage, useRoomMessages, useSendRoomMessage } from './use-room-messages.ts'
import { VoiceChirp } from './voice-chirp.tsx'

const TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

interface RoomThreadProps {
  label: string
  read: MirrorRead<RoomMessage[]>
  userId: string
  names: ReadonlyMap<string, string>
  pending: ReadonlySet<string>
  /** Whether the member may play the advisor's voice notes (Pro, staff); others see the Pro lock. */
  canHearVoice: boolean
  className?: string
}

/** A room's messages, oldest first, scrolled to the newest; queued ones say "Sending…". */
export function RoomThread({
  label,
  read,
  userId,
  names,
  pending,
  canHearVoice,
  className,
}: RoomThreadProps) {
  const end = useRef<HTMLDivElement>(null)
  const messages = read.status === 'ready' ? read.data : undefined
  const count = messages?.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [count])
  if (read.status === 'error') return <ErrorState message={ROOM_TEXTS.loadFailed} onRetry={read.retry} />
  if (messages === undefined) return <SkeletonText lines={4} />
  if (messages.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{ROOM_TEXTS.empty}</p>
  return (
    // Focusable, so keyboard users can scroll a long thread (axe: scrollable-region-focusable).
    <ChatThread label={label} className={className} tabIndex={0}>
      {messages.map((message) => (
        <ChatBubble
          key={message.id}
          author={authorOf(message, userId, names)}
          from={message.user_id === userId ? 'mine' : message.is_from_advisor ? 'advisor' : 'other'}
          status={pending.has(message.id) ? 'sending' : 'sent'}
          time={<time dateTime={message.created_at}>{TIME.format(Date.parse(message.created_at))}</time>}
        >
          {message.content}
          {message.voice_url && <VoiceChirp url={message.voice_url} canHear={canHearVoice} />}
        </ChatBubble>
      ))}
      <div ref={end} />
    </ChatThread>
  )
}

interface RoomComposerProps {
  /** Names the text box ('Message to Founder Peers'). */
  label: string
  onSend: (text: string) => Promise<boolean>
  /** Something besides words goes with the message (the advisor's voice note): blank words may go. */
  hasAttachment?: boolean
}

/** 001 §5 / 002 §5: non-blank trimmed text; Enter without Shift sends, Shift+Enter adds a line. */
export function RoomComposer({ label, onSend, hasAttachment = false }: RoomComposerProps) {
  const { draft: text, setDraft: setText, sending, submit } = useQuickEntry(onSend)
  const id = useId()
  const send = async () => {
    if (hasAttachment || canSendText(text)) await submit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
      return
    event.preventDefault()
    void send()
  }
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        rows={2}
        value={text}
        placeholder={ROOM_TEXTS.placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-12"
      />
      <Button
        type="submit"
        size="icon"
        aria-label={ROOM_TEXTS.send}
        disabled={!hasAttachment && !canSendText(text)}
        loading={sending}
      >
        <Send aria-hidden="true" />
      </Button>
    </form>
  )
}

/**
 * 001 §2, §8: when the live subscription fails, 'Realtime connection failed' and 'Manual refresh mode'
 * with a Refresh button (a sync now). Offline, the offline banner says it instead.
 */
export function RealtimeNotice() {
  const client = useSyncClient()
  const { online, realtime } = useSyncStatus()
  const [refreshing, setRefreshing] = useState(false)
  if (!client || !online || realtime !== 'failed') return null
  const refresh = async () => {
    setRefreshing(true)
    try {
      await client.syncNow()
    } finally {
      setRefreshing(false)
    }
  }
  return (
    <Alert
      variant="warning"
      title={ROOM_TEXTS.realtimeFailed}
      actions={
        <Button variant="outline" size="sm" loading={refreshing} onClick={() => void refresh()}>
          {ROOM_TEXTS.refresh}
        </Button>
      }
    >
      {ROOM_TEXTS.manualRefresh}
    </Alert>
  )
}

interface RoomConversationProps {
  access: MemberAccess
  room: RoomType
  rights: RoomAccess
  names: ReadonlyMap<string, string>
  pending: ReadonlySet<string>
  /** Where the thread sits in the shell's layout, and how tall it may grow. */
  threadClassName: { wrapper?: string; thread: string }
  /** What the shell shows instead of the composer where the member may not send. */
  locked: ReactNode
}

/** A room's live thread (or why it is closed) and its composer (or why it is locked), in either shell. */
export function RoomConversation({
  access,
  room,
  rights,
  names,
  pending,
  threadClassName,
  locked,
}: RoomConversationProps) {
  const messages = useRoomMessages(room, rights.canRead)
  const name = roomName(room, access.userType)
  return (
    <>
      <div className={threadClassName.wrapper}>
        {rights.canRead ? (
          <RoomThread
            label={`Messages in ${name}`}
            read={messages}
            userId={access.userId}
            names={names}
            pending={pending}
            canHearVoice={canHearVoiceChirps(access)}
            className={threadClassName.thread}
          />
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{ROOM_TEXTS.noAccess}</p>
        )}
      </div>
      {rights.canSend ? <RoomSender access={access} room={room} label={`Message to ${name}`} /> : locked}
    </>
  )
}

/** The composer of a room; staff post as the advisor and may add a voice note (000 §6 voice chirps). */
function RoomSender({ access, room, label }: { access: MemberAccess; room: RoomType; label: string }) {
  const send = useSendRoomMessage()
  const [voice, setVoice] = useState<VoiceNote | null>(null)
  const onSend = async (text: string) => {
    const landed = await send(room, text, { asAdvisor: access.isStaff, ...(voice ? { voice } : {}) })
    if (landed) setVoice(null)
    return landed
  }
  return (
    <div className="grid gap-2">
      {access.isStaff && <AdvisorVoiceNote note={voice} onChange={setVoice} />}
      <RoomComposer label={label} onSend={onSend} hasAttachment={voice !== null} />
    </div>
  )
}
