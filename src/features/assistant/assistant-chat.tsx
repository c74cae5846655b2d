import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { HelpTip } from '../../data/help-mode.tsx'
import { Button } from '../../ui/button.tsx'
import { ChatBubble, ChatThread } from '../../ui/chat.tsx'
import { Field } from '../../ui/field.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { MessageCircle, Send } from '../../ui/icons.ts'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../ui/sheet.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { canSend } from './chat-rules.ts'
import { ASSISTANT_TEXTS } from './texts.ts'
import { useAssistantChat } from './use-assistant-chat.ts'

const time = (at: number) => (
  <time dateTime={new Date(at).toISOString()}>
    {new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}
  </time>
)

/** The console's floating YEL chat bubble and its conversation (001 §2, §4, §5, §8). */
export function AssistantChat() {
  const { messages, pending, send } = useAssistantChat()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState('')
  const endRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (open && messages.length > 0) endRef.current?.scrollIntoView({ block: 'end' })
  }, [open, messages.length])

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const text = draft
    if (!canSend(text, pending)) return
    setDraft('')
    await send(text)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <HelpTip
        id="assistant-chat-important"
        content="Ask YEL anything about JUL: sessions, pricing, your board."
        side="left"
      >
        <SheetTrigger asChild>
          <IconButton
            label={ASSISTANT_TEXTS.open}
            icon={<MessageCircle />}
            variant="primary"
            className="rounded-full shadow-lg"
            data-help-target="assistant"
          />
        </SheetTrigger>
      </HelpTip>
      <SheetContent side="right" className="flex flex-col">
        <SheetHeader>
          <SheetTitle>{ASSISTANT_TEXTS.title}</SheetTitle>
          <SheetDescription>{ASSISTANT_TEXTS.description}</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex min-h-0 flex-1 flex-col gap-3">
          <ChatThread label="Conversation with YEL" className="min-h-0 flex-1">
            {messages.map((message) => (
              <ChatBubble
                key={message.id}
                author={message.isUser ? 'You' : 'YEL'}
                from={message.isUser ? 'mine' : 'advisor'}
                time={time(message.timestamp)}
              >
                {message.text}
              </ChatBubble>
            ))}
            {pending && (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner />
                {ASSISTANT_TEXTS.thinking}
              </p>
            )}
            <div ref={endRef} />
          </ChatThread>
          <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
            <Field label={ASSISTANT_TEXTS.input} hideLabel className="flex-1">
              <Textarea
                rows={2}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder="Ask YEL..."
              />
            </Field>
            <Button type="submit" disabled={!canSend(draft, pending)} aria-label={ASSISTANT_TEXTS.send}>
              <Send aria-hidden="true" />
            </Button>
          </form>
        </SheetBody>
      </SheetContent>
    </Sheet>
  )
}
