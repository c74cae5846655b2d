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
import { authorOf, canSendText, isSendKey, type RoomAccess, type RoomType, roomName } from './room-rules.ts'
import { ROOM_TEXTS } from './texts.ts'
import { type RoomMessage, useRoomMessages, useSendRoomMessage } from './use-room-messages.ts'

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
  className?: string
}

/** A room's messages, oldest first, scrolled to the newest; queued ones say "Sending…". */
export function RoomThread({ label, read, userId, names, pending, className }: RoomThreadProps) {
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
}

/** 001 §5 / 002 §5: non-blank trimmed text; Enter without Shift sends, Shift+Enter adds a line. */
export function RoomComposer({ label, onSend }: RoomComposerProps) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const id = useId()
  const send = async () => {
    if (!canSendText(text) || sending) return
    setSending(true)
    const sent = await onSend(text)
    setSending(false)
    if (sent) setText('')
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
        disabled={!canSendText(text)}
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
  const send = useSendRoomMessage()
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
            className={threadClassName.thread}
          />
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{ROOM_TEXTS.noAccess}</p>
        )}
      </div>
      {rights.canSend ? (
        <RoomComposer
          label={`Message to ${name}`}
          onSend={(text) => send(room, text, { asAdvisor: access.isStaff })}
        />
      ) : (
        locked
      )}
    </>
  )
}
