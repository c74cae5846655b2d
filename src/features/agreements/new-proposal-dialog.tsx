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
import { type NewProposalInput, newProposalRow } from './proposal-rules.ts'
import { AGREEMENT_TEXTS } from './texts.ts'
import { useProposalWrites } from './use-proposal-writes.ts'

const EMPTY: NewProposalInput = { title: '', description: '' }

/** 002 §6 "create proposals" (premium and pro): a draft proposal of the member's own. */
export function NewProposalDialog() {
  const { create } = useProposalWrites()
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState<NewProposalInput>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof NewProposalInput, string>>>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = newProposalRow(input)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    if (!(await create(checked.row))) return
    setInput(EMPTY)
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-fit">
          <Plus aria-hidden="true" />
          {AGREEMENT_TEXTS.newProposal}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{AGREEMENT_TEXTS.newProposal}</DialogTitle>
          <DialogDescription>It starts as a draft your advisor picks up.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Title" error={errors.title} required>
            <Input
              value={input.title}
              onChange={(event) => setInput({ ...input, title: event.target.value })}
            />
          </Field>
          <Field label="Description" error={errors.description}>
            <Textarea
              value={input.description}
              onChange={(event) => setInput({ ...input, description: event.target.value })}
            />
          </Field>
          <DialogFooter>
            <Button type="submit">{AGREEMENT_TEXTS.newProposal}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
