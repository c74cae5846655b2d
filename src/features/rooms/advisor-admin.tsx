import { type KeyboardEvent, useState } from 'react'
import type { MemberSummary } from '../../data/staff-directory.ts'
import { useMemberSearch } from '../../data/use-member-search.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Checkbox } from '../../ui/checkbox.tsx'
import { Field } from '../../ui/field.tsx'
import { X } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { Select } from '../../ui/select.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { useQuickEntry } from '../../ui/use-quick-entry.ts'
import { AdvisorVoiceNote, type VoiceNote } from './advisor-voice-note.tsx'
import {
  type AdvisorMode,
  advisorPostError,
  isSendKey,
  MAX_TARGETS,
  profileName,
  ROOM_PANEL_LABELS,
  ROOMS,
  type RoomType,
  roomName,
} from './room-rules.ts'
import { ADMIN_TEXTS } from './texts.ts'
import { useSendRoomMessage } from './use-room-messages.ts'

/**
 * 001 §6 YEL Room admin (staff): post to a room as the advisor, as a broadcast or targeted to at most 10
 * members found by name or company — read from the server a page at a time (staff devices sync only the
 * members they work with) — with a voice note when the advisor records or attaches one (000 §6 voice
 * chirps). The server refuses advisor posts, targets and voice notes from anyone but staff.
 */
export function AdvisorAdmin() {
  const send = useSendRoomMessage()
  const [room, setRoom] = useState<RoomType>('julius')
  const [mode, setMode] = useState<AdvisorMode>('broadcast')
  const [query, setQuery] = useState('')
  const [targets, setTargets] = useState<string[]>([])
  /** The members chosen, kept for their names while the search moves on. */
  const [chosen, setChosen] = useState<ReadonlyMap<string, MemberSummary>>(new Map())
  const [error, setError] = useState<string | null>(null)
  const [voice, setVoice] = useState<VoiceNote | null>(null)
  const {
    draft: text,
    setDraft: setText,
    sending: posting,
    submit,
  } = useQuickEntry(async (words) => {
    const landed = await send(room, words, {
      asAdvisor: true,
      targets: mode === 'targeted' ? targets : [],
      success: ADMIN_TEXTS.posted,
      ...(voice ? { voice } : {}),
    })
    if (landed) setVoice(null)
    return landed
  })

  const found = useMemberSearch(query)
  const matches = found.status === 'ready' ? found.members : []

  const toggle = (member: MemberSummary, on: boolean) => {
    setChosen((current) => new Map([...current, [member.id, member]]))
    setTargets((current) =>
      on ? [...current, member.id].slice(0, MAX_TARGETS) : current.filter((t) => t !== member.id),
    )
  }

  const post = async () => {
    const problem = advisorPostError({ text, mode, targets, hasVoiceNote: voice !== null })
    setError(problem)
    if (!problem) await submit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
      return
    event.preventDefault()
    void post()
  }

  return (
    <Card as="section" aria-labelledby="advisor-admin-title">
      <CardHeader>
        <CardTitle id="advisor-admin-title">{ADMIN_TEXTS.title}</CardTitle>
        <CardDescription>{ADMIN_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <Field label={ADMIN_TEXTS.room} className="min-w-56">
            <Select value={room} onChange={(event) => setRoom(event.target.value as RoomType)}>
              {ROOMS.map((value) => (
                <option key={value} value={value}>
                  {roomName(value, 'founder')} ({ROOM_PANEL_LABELS[value]})
                </option>
              ))}
            </Select>
          </Field>
          <SegmentedControl
            label={ADMIN_TEXTS.mode}
            value={mode}
            onChange={setMode}
            segments={[
              { value: 'broadcast', label: ADMIN_TEXTS.broadcast },
              { value: 'targeted', label: ADMIN_TEXTS.targeted },
            ]}
          />
        </div>
        {mode === 'targeted' && (
          <div className="grid gap-3">
            <Field label={ADMIN_TEXTS.search}>
              <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
            </Field>
            {targets.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label={ADMIN_TEXTS.selected}>
                {targets.map((id) => {
                  const profile = chosen.get(id)
                  const name = profile ? profileName(profile) : id
                  return (
                    <li key={id}>
                      <Badge variant="outline" size="md">
                        {name}
                        <button
                          type="button"
                          aria-label={`Remove ${name}`}
                          onClick={() => profile && toggle(profile, false)}
                          className="rounded-full hover:bg-muted"
                        >
                          <X aria-hidden="true" />
                        </button>
                      </Badge>
                    </li>
                  )
                })}
              </ul>
            )}
            <p className="text-xs text-muted-foreground">
              {targets.length}/{MAX_TARGETS} selected
            </p>
            {found.status === 'loading' && (
              <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.searching}</p>
            )}
            {found.status === 'error' && (
              <p className="text-sm text-danger" role="alert">
                {ADMIN_TEXTS.searchFailed}{' '}
                <Button variant="link" size="sm" onClick={found.retry}>
                  {ADMIN_TEXTS.retry}
                </Button>
              </p>
            )}
            {found.status === 'ready' && matches.length === 0 ? (
              <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.noMatches}</p>
            ) : (
              <ul className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2" aria-label="Members">
                {matches.map((profile) => {
                  const checked = targets.includes(profile.id)
                  return (
                    <li key={profile.id}>
                      <Field
                        layout="inline"
                        label={`${profileName(profile)}${profile.company ? ` · ${profile.company}` : ''}`}
                      >
                        <Checkbox
                          checked={checked}
                          disabled={!checked && targets.length >= MAX_TARGETS}
                          onCheckedChange={(value) => toggle(profile, value === true)}
                        />
                      </Field>
                    </li>
                  )
                })}
              </ul>
            )}
            {found.status === 'ready' && found.more && (
              <Button variant="outline" size="sm" className="w-fit" onClick={found.loadMore}>
                {ADMIN_TEXTS.more}
              </Button>
            )}
          </div>
        )}
        <Field label={ADMIN_TEXTS.message} error={error}>
          <Textarea
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <AdvisorVoiceNote note={voice} onChange={setVoice} />
        <Button className="w-fit" loading={posting} onClick={() => void post()}>
          {ADMIN_TEXTS.post}
        </Button>
      </CardContent>
    </Card>
  )
}
