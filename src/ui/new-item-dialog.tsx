import { type FormEvent, useState } from 'react'
import { Button } from './button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx'
import { Field } from './field.tsx'
import { Plus } from './icons.ts'
import { Input } from './input.tsx'
import { Textarea } from './textarea.tsx'

/** What a member types for a new titled item (a card, a proposal). */
export interface TitledDraft {
  title: string
  description: string
}

export type DraftCheck<Row> =
  | { ok: true; row: Row }
  | { ok: false; errors: Partial<Record<keyof TitledDraft, string>> }

const EMPTY: TitledDraft = { title: '', description: '' }

interface Props<Row> {
  /** The trigger's words, the dialog's title and its submit button. */
  action: string
  lead: string
  /** The feature's rule: the row to write, or the spec's message per field. */
  check: (draft: TitledDraft) => DraftCheck<Row>
  /** Writes the row; false when the write did not land (the dialog stays open with what was typed). */
  save: (row: Row) => Promise<boolean>
  triggerClassName?: string
}

/** A "New …" button whose dialog takes a title and a description, checks them and saves the row. */
export function NewItemDialog<Row>({ action, lead, check, save, triggerClassName }: Props<Row>) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<TitledDraft>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof TitledDraft, string>>>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = check(draft)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    if (!(await save(checked.row))) return
    setDraft(EMPTY)
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={triggerClassName}>
          <Plus aria-hidden="true" />
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action}</DialogTitle>
          <DialogDescription>{lead}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Title" error={errors.title} required>
            <Input
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          </Field>
          <Field label="Description" error={errors.description}>
            <Textarea
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
          </Field>
          <DialogFooter>
            <Button type="submit">{action}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
