import { type FormEvent, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import {
  checkMinutesForm,
  MINUTES_LISTS,
  type MinutesCheck,
  type MinutesForm,
  minutesFormOf,
} from './minutes-rules.ts'
import type { MinutesRow } from './use-agreements-data.ts'
import { useMinutesWrites } from './use-minutes-writes.ts'

type Errors = Extract<MinutesCheck, { ok: false }>['errors']

/** 001 §7 "meeting_minutes: update": the minutes' text, checked by 000 §5 before anything is written. */
export function MinutesEditDialog({ minutes, onClose }: { minutes: MinutesRow | null; onClose: () => void }) {
  return (
    <Dialog open={minutes !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
        {minutes && (
          <>
            <DialogHeader>
              <DialogTitle>Edit meeting minutes</DialogTitle>
              <DialogDescription>One item per line in each list.</DialogDescription>
            </DialogHeader>
            <MinutesEditForm key={minutes.id} minutes={minutes} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function MinutesEditForm({ minutes, onDone }: { minutes: MinutesRow; onDone: () => void }) {
  const { save } = useMinutesWrites()
  const [form, setForm] = useState<MinutesForm>(() => minutesFormOf(minutes))
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const set = (field: keyof MinutesForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkMinutesForm(form)
    if (!check.ok) {
      setErrors(check.errors)
      return
    }
    setErrors({})
    setSaving(true)
    const saved = await save(minutes.id, check.patch)
    setSaving(false)
    if (saved) onDone()
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Edit minutes"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field label="Title" error={errors.title} required>
          <Input value={form.title} onChange={set('title')} />
        </Field>
        <Field label="Duration (minutes)" error={errors.duration} required>
          <Input inputMode="numeric" value={form.duration} onChange={set('duration')} />
        </Field>
      </div>
      {MINUTES_LISTS.map(([field, label]) => (
        <Field key={field} label={label} error={errors[field]}>
          <Textarea value={form[field]} onChange={set(field)} rows={3} />
        </Field>
      ))}
      <Field label="Client value summary" error={errors.summary}>
        <Textarea value={form.summary} onChange={set('summary')} rows={3} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
