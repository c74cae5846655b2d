import { type FormEvent, useState } from 'react'
import type { RowOf } from '../../../sync/public/types.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { Select } from '../../ui/select.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { type CardForm, formOf, refusalReason, rowOf } from './card-rules.ts'
import { BOARD_TEXTS, CARD_PRIORITIES, CARD_STATUSES, CARD_TEXTS } from './texts.ts'
import { useBoardWrites } from './use-card.ts'

interface CardEditFormProps {
  card: RowOf<'julboard_tasks'>
  onDone: () => void
}

/** 002 §5 card save: the edited fields of the owner's card, written through the queue. */
export function CardEditForm({ card, onDone }: CardEditFormProps) {
  const { saveCard } = useBoardWrites()
  const [form, setForm] = useState<CardForm>(() => formOf(card))
  const [titleError, setTitleError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (field: keyof CardForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const row = rowOf(form)
    if (row.title === '') {
      setTitleError(CARD_TEXTS.titleRequired)
      return
    }
    setSaving(true)
    const saved = await saveCard(card, row)
    setSaving(false)
    if (saved) onDone()
  }

  return (
    <form className="grid gap-4" onSubmit={(event) => void save(event)} noValidate aria-label="Edit card">
      <Field label={CARD_TEXTS.title} error={titleError} required>
        <Input value={form.title} onChange={set('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={CARD_TEXTS.status}>
          <Select value={form.status} onChange={set('status')}>
            {CARD_STATUSES.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={CARD_TEXTS.priority}>
          <Select value={form.priority} onChange={set('priority')}>
            {CARD_PRIORITIES.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={CARD_TEXTS.assignee}>
          <Input value={form.assigned_to} onChange={set('assigned_to')} />
        </Field>
        <Field label={CARD_TEXTS.dueDate}>
          <Input type="date" value={form.due_date} onChange={set('due_date')} />
        </Field>
      </div>
      <Field label={CARD_TEXTS.description}>
        <Textarea value={form.description} onChange={set('description')} rows={4} />
      </Field>
      <Field label={CARD_TEXTS.labels} hint={CARD_TEXTS.labelsHint}>
        <Input value={form.labels} onChange={set('labels')} />
      </Field>
      <Button type="submit" className="w-fit" loading={saving}>
        {CARD_TEXTS.save}
      </Button>
    </form>
  )
}

/**
 * The board's own refused writes: requests and cards it added (inserts) and card edits, each with Retry /
 * Discard. `upgradeText` is the shell's upgrade text while the member lacks board edit rights: the
 * reason the server refuses a card they added (offline, or before a downgrade reached this device).
 */
export function BoardFailedWrites({ upgradeText }: { upgradeText: string | null }) {
  const { failed } = useSyncStatus()
  return (
    <FailedWrites
      failed={failed.filter((write) => write.table === 'julboard_tasks')}
      label={(write) => (write.action === 'insert' ? BOARD_TEXTS.requestFailed : CARD_TEXTS.updateFailed)}
      reason={(write) => refusalReason(write, upgradeText)}
    />
  )
}

export function CardFailedWrites({ cardId }: { cardId: string }) {
  const { failed } = useSyncStatus()
  return (
    <FailedWrites
      failed={failed.filter((write) => write.table === 'julboard_tasks' && write.rowId === cardId)}
      label={() => CARD_TEXTS.updateFailed}
    />
  )
}
