import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
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
import { Input } from '../../ui/input.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { BOARD_TEXTS, CARD_TEXTS } from './texts.ts'
import type { BoardView } from './use-board.ts'
import { useBoardWrites } from './use-card.ts'

interface ActionsProps {
  canEdit: boolean
}

export function PortfolioOversight({ canEdit, view }: ActionsProps & { view: BoardView }) {
  const { requestPortfolioUpdate } = useBoardWrites()
  const [busy, setBusy] = useState(false)
  const request = async () => {
    setBusy(true)
    await requestPortfolioUpdate()
    setBusy(false)
  }
  return (
    <Card as="section" variant="accent" data-accent="investors">
      <CardHeader>
        <CardTitle>{BOARD_TEXTS.portfolioTitle}</CardTitle>
        <CardDescription>{BOARD_TEXTS.portfolioDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-muted-foreground">Pending decisions</dt>
            <dd className="text-xl font-semibold tabular-nums">{view.pendingDecisions}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Milestones at risk</dt>
            <dd className="text-xl font-semibold tabular-nums">{view.atRiskMilestones}</dd>
          </div>
        </dl>
        <Button className="w-fit" onClick={() => void request()} loading={busy} disabled={!canEdit}>
          {BOARD_TEXTS.requestPortfolioUpdate}
        </Button>
      </CardContent>
    </Card>
  )
}

/** Shown where `boardPermissions().showFounderActions` holds: founders with edit rights (002 §6). */
export function FounderActions({ schedulePath }: { schedulePath: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={schedulePath}>{BOARD_TEXTS.scheduleSession}</Link>
      </Button>
      <SubmitDecisionDialog />
    </div>
  )
}

function SubmitDecisionDialog() {
  const { submitDecision } = useBoardWrites()
  const [open, setOpen] = useState(false)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (title.trim() === '') {
      setError(CARD_TEXTS.titleRequired)
      return
    }
    if (!(await submitDecision(title.trim(), description.trim()))) return
    setTitle('')
    setDescription('')
    setError(null)
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{BOARD_TEXTS.submitDecision}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{BOARD_TEXTS.submitDecision}</DialogTitle>
          <DialogDescription>
            Your advisor reviews it; it shows under Key decisions as pending.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Decision" error={error} required>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} />
          </Field>
          <Field label="Context">
            <Textarea value={description} onChange={(event) => setDescription(event.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="submit">{BOARD_TEXTS.submitDecision}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
