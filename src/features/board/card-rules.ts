import type { FailedWrite } from '../../../sync/public/status.ts'
import { validateForm } from '../../lib/validation/form-check.ts'
import { DEFAULT_MAX_LENGTH } from '../../lib/validation/validators.ts'
import { CARD_PRIORITIES, CARD_STATUSES } from './texts.ts'

export type CardStatus = (typeof CARD_STATUSES)[number]['value']
export type CardPriority = (typeof CARD_PRIORITIES)[number]['value']

export function statusLabel(status: string): string {
  return CARD_STATUSES.find((item) => item.value === status)?.label ?? status
}

export function priorityLabel(priority: string): string {
  return CARD_PRIORITIES.find((item) => item.value === priority)?.label ?? priority
}

/** Labels are typed comma-separated: trimmed, empty ones dropped, duplicates kept once. */
export function parseLabels(text: string): string[] {
  return [...new Set(text.split(',').map((label) => label.trim()))].filter((label) => label !== '')
}

export interface CardRow {
  title: string
  description: string | null
  status: string
  priority: string
  assigned_to: string | null
  due_date: string | null
  labels: string[]
}

/** What the edit form holds: every field as text, as inputs give it. */
export interface CardForm {
  title: string
  description: string
  status: string
  priority: string
  assigned_to: string
  due_date: string
  labels: string
}

export function formOf(card: CardRow): CardForm {
  return {
    title: card.title,
    description: card.description ?? '',
    status: card.status,
    priority: card.priority,
    assigned_to: card.assigned_to ?? '',
    due_date: card.due_date ?? '',
    labels: card.labels.join(', '),
  }
}

/** 002 §5 card save: the edited fields as columns; blank optional fields become null (absent). */
export function rowOf(form: CardForm): CardRow {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    title: form.title.trim(),
    description: optional(form.description),
    status: form.status,
    priority: form.priority,
    assigned_to: optional(form.assigned_to),
    due_date: optional(form.due_date),
    labels: parseLabels(form.labels),
  }
}

export interface CaptureRow {
  id: string
  content: string | null
  content_type: string
  file_url: string | null
  file_name: string | null
  capture_context: unknown
  created_at: string
}

export interface AssignmentRow {
  source_type: string
  source_id: string
  target_id: string
}

export interface CardNote {
  id: string
  content: string | null
  contentType: string
  fileUrl: string | null
  fileName: string | null
  createdAt: string
  source: 'capture' | 'session'
}

function assignedTo(context: unknown): unknown {
  return context !== null && typeof context === 'object' && 'assigned_to' in context
    ? context.assigned_to
    : undefined
}

/**
 * A card's notes (002 §2.4 "notes auto-attached"): captures assigned to it (capture_context.assigned_to,
 * as the inbox assigns them) and anything linked to it in board_assignments (session notes or captures),
 * newest first, each once.
 */
export function cardNotes(
  cardId: string,
  captures: readonly CaptureRow[],
  assignments: readonly AssignmentRow[],
  sessionNotes: readonly CaptureRow[],
): CardNote[] {
  const notes = new Map<string, CardNote>()
  const add = (row: CaptureRow, source: CardNote['source']) =>
    notes.set(row.id, {
      id: row.id,
      content: row.content,
      contentType: row.content_type,
      fileUrl: row.file_url,
      fileName: row.file_name,
      createdAt: row.created_at,
      source,
    })
  for (const row of captures) if (assignedTo(row.capture_context) === cardId) add(row, 'capture')
  const linked = assignments.filter((link) => link.target_id === cardId)
  for (const link of linked) {
    const pool = link.source_type === 'session_notes' ? sessionNotes : captures
    const row = pool.find((candidate) => candidate.id === link.source_id)
    if (row) add(row, link.source_type === 'session_notes' ? 'session' : 'capture')
  }
  return [...notes.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Attachments are the notes that carry a file (photos, voice memos). */
export function cardAttachments(notes: readonly CardNote[]): CardNote[] {
  return notes.filter((note) => note.fileUrl !== null)
}

export interface NewCardInput {
  title: string
  description: string
}

const NEW_CARD_RULES = {
  title: { label: 'Title', required: true, maxLength: DEFAULT_MAX_LENGTH },
  description: { label: 'Description', maxLength: DEFAULT_MAX_LENGTH },
} as const

/**
 * 001 §7 / 002 §7 julboard_tasks insert: a new card starts in the backlog at medium priority; its title
 * and description pass 000 §5's form check first.
 */
export function newCardRow(
  input: NewCardInput,
):
  | { ok: true; row: NewCardInput & { status: 'backlog'; priority: 'medium' } }
  | { ok: false; errors: Partial<Record<keyof NewCardInput, string>> } {
  const check = validateForm(input, NEW_CARD_RULES)
  if (!check.valid) return { ok: false, errors: check.errors }
  return {
    ok: true,
    row: {
      title: input.title.trim(),
      description: input.description.trim(),
      status: 'backlog',
      priority: 'medium',
    },
  }
}

/** 000 §5's text length rule (0-1000) for a comment, never blank: the error to show, or null to send. */
export function commentError(text: string): 'required' | 'tooLong' | null {
  if (text.trim() === '') return 'required'
  if (text.trim().length > DEFAULT_MAX_LENGTH) return 'tooLong'
  return null
}

/**
 * Why the server refused a board write, in the member's words: adding a card needs board edit rights
 * (the server's `can_edit_board()`), so a refused insert from a member who lacks them is the upgrade
 * text; anything else keeps the server's own words.
 */
export function refusalReason(
  write: Pick<FailedWrite, 'action' | 'error'>,
  upgradeText: string | null,
): string {
  return write.action === 'insert' && upgradeText !== null ? upgradeText : write.error
}
