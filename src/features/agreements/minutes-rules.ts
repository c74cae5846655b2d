/**
 * Editing meeting minutes (001 §4, §7): the form a member edits, its 000 §5 checks, and the one way
 * minutes move through their states. Pure.
 */

import { type FieldRule, validateForm } from '../../lib/validation/form-check.ts'
import { DEFAULT_MAX_LENGTH } from '../../lib/validation/validators.ts'

/** 001 §4: the states minutes pass through, in order; auto-generated minutes start at approved. */
export const MINUTES_STATUSES = ['draft', 'reviewed', 'approved', 'archived'] as const
export type MinutesStatus = (typeof MINUTES_STATUSES)[number]

/** The state after `status`, or null at the end (archived) or for a status the spec does not name. */
export function nextMinutesStatus(status: string): MinutesStatus | null {
  const index = MINUTES_STATUSES.indexOf(status as MinutesStatus)
  if (index < 0) return null
  return MINUTES_STATUSES[index + 1] ?? null
}

/** The button that moves minutes on: 'Mark as Reviewed', 'Approve', 'Archive'. */
export const ADVANCE_LABELS: Record<MinutesStatus, string> = {
  draft: 'Mark as Reviewed',
  reviewed: 'Approve',
  approved: 'Archive',
  archived: '',
}

/** The lists of a minutes row, edited one item per line. */
export const MINUTES_LISTS = [
  ['attendees', 'Attendees'],
  ['key_topics', 'Key topics'],
  ['decisions_made', 'Decisions'],
  ['action_items', 'Action items'],
  ['deliverables_promised', 'Deliverables'],
  ['next_steps', 'Next steps'],
] as const

export type MinutesListField = (typeof MINUTES_LISTS)[number][0]

export interface MinutesLike {
  title: string
  duration_minutes: number
  client_value_summary: string | null
  attendees: readonly string[]
  key_topics: readonly string[]
  decisions_made: readonly string[]
  action_items: readonly string[]
  deliverables_promised: readonly string[]
  next_steps: readonly string[]
}

export type MinutesForm = Record<'title' | 'duration' | 'summary' | MinutesListField, string>

export type MinutesPatch = {
  title: string
  duration_minutes: number
  client_value_summary: string | null
} & Record<MinutesListField, string[]>

/** A meeting lasts at least a minute and at most a day. */
export const MAX_DURATION_MINUTES = 24 * 60

export function minutesFormOf(minutes: MinutesLike): MinutesForm {
  return {
    title: minutes.title,
    duration: String(minutes.duration_minutes),
    summary: minutes.client_value_summary ?? '',
    attendees: minutes.attendees.join('\n'),
    key_topics: minutes.key_topics.join('\n'),
    decisions_made: minutes.decisions_made.join('\n'),
    action_items: minutes.action_items.join('\n'),
    deliverables_promised: minutes.deliverables_promised.join('\n'),
    next_steps: minutes.next_steps.join('\n'),
  }
}

/** One item per line, trimmed, blank lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

const isDuration = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_DURATION_MINUTES

const LIST_RULE_LENGTH = DEFAULT_MAX_LENGTH * 10

const RULES: Record<keyof MinutesForm, FieldRule> = {
  title: { label: 'Title', required: true, maxLength: DEFAULT_MAX_LENGTH },
  duration: { label: 'Duration', required: true, validate: isDuration },
  summary: { label: 'Client value summary', maxLength: DEFAULT_MAX_LENGTH },
  ...(Object.fromEntries(
    MINUTES_LISTS.map(([field, label]) => [
      field,
      {
        label,
        maxLength: LIST_RULE_LENGTH,
        // 000 §5's default text length holds for every item of a list, not only the whole box.
        validate: (value: string) => linesOf(value).every((line) => line.length <= DEFAULT_MAX_LENGTH),
      },
    ]),
  ) as Record<MinutesListField, FieldRule>),
}

export type MinutesCheck =
  | { ok: true; patch: MinutesPatch }
  | { ok: false; errors: Partial<Record<keyof MinutesForm, string>> }

/** 000 §5's form check over the edited minutes; the patch to write when every field passes. */
export function checkMinutesForm(form: MinutesForm): MinutesCheck {
  const check = validateForm(form, RULES)
  if (!check.valid) return { ok: false, errors: check.errors }
  const summary = form.summary.trim()
  return {
    ok: true,
    patch: {
      title: form.title.trim(),
      duration_minutes: Number(form.duration.trim()),
      client_value_summary: summary === '' ? null : summary,
      attendees: linesOf(form.attendees),
      key_topics: linesOf(form.key_topics),
      decisions_made: linesOf(form.decisions_made),
      action_items: linesOf(form.action_items),
      deliverables_promised: linesOf(form.deliverables_promised),
      next_steps: linesOf(form.next_steps),
    },
  }
}
