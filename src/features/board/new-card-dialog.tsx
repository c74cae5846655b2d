import { type FormEvent, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { Plus } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { type NewCardInput, newCardRow } from './card-rules.ts'
import { CARD_TEXTS } from './texts.ts'
import { useBoardWrites } from './use-card.ts'

const EMPTY: NewCardInput = { title: '', description: '' }

/** 002 §6 "Board edit" for premium and pro: a new card on the member's board, written through the queue. */
export function NewCardDialog() {
  const { createCard } = useBoardWrites()
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState<NewCardInput>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof NewCardInput, string>>>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = newCardRow(input)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    if (!(await createCard(checked.row))) return
    setInput(EMPTY)
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden="true" />
          {CARD_TEXTS.newCard}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{CARD_TEXTS.newCard}</DialogTitle>
          <DialogDescription>It starts in the backlog at medium priority.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field label={CARD_TEXTS.title} error={errors.title} required>
            <Input
              value={input.title}
              onChange={(event) => setInput({ ...input, title: event.target.value })}
            />
          </Field>
          <Field label={CARD_TEXTS.description} error={errors.description}>
            <Textarea
              value={input.description}
              onChange={(event) => setInput({ ...input, description: event.target.value })}
            />
          </Field>
          <DialogFooter>
            <Button type="submit">{CARD_TEXTS.newCard}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
