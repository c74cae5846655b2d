import { useEffect, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { editFormFor, type MediaEditForm, type MediaEntry } from './media-rules.ts'
import { MEDIA_LABELS } from './texts.ts'

/** Edit title, description, content, location and comma-separated tags (002 §2.8, §5). */
export function EditMediaDialog({
  entry,
  onClose,
  onSave,
}: {
  entry: MediaEntry | null
  onClose: () => void
  onSave: (entry: MediaEntry, form: MediaEditForm) => Promise<boolean>
}) {
  const [form, setForm] = useState<MediaEditForm | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => setForm(entry ? editFormFor(entry) : null), [entry])
  const set = (field: keyof MediaEditForm) => (value: string) =>
    setForm((current) => (current ? { ...current, [field]: value } : current))

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{MEDIA_LABELS.editTitle}</DialogTitle>
        </DialogHeader>
        {entry && form && (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              setSaving(true)
              void onSave(entry, form).then((done) => {
                setSaving(false)
                if (done) onClose()
              })
            }}
          >
            <Field label={MEDIA_LABELS.fieldTitle}>
              <Input value={form.title} onChange={(event) => set('title')(event.target.value)} />
            </Field>
            <Field label={MEDIA_LABELS.fieldDescription}>
              <Textarea
                value={form.description}
                onChange={(event) => set('description')(event.target.value)}
              />
            </Field>
            {entry.source === 'media_items' && (
              <Field label={MEDIA_LABELS.fieldContent}>
                <Textarea value={form.content} onChange={(event) => set('content')(event.target.value)} />
              </Field>
            )}
            <Field label={MEDIA_LABELS.fieldLocation}>
              <Input value={form.location} onChange={(event) => set('location')(event.target.value)} />
            </Field>
            <Field label={MEDIA_LABELS.fieldTags} hint={MEDIA_LABELS.tagsHint}>
              <Input value={form.tags} onChange={(event) => set('tags')(event.target.value)} />
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {MEDIA_LABELS.cancel}
              </Button>
              <Button type="submit" loading={saving}>
                {MEDIA_LABELS.save}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
