import { type FormEvent, useState } from 'react'
import { ReadView } from '../../data/member-screen-gate.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Field } from '../../ui/field.tsx'
import { Mail, Trash2 } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { Select } from '../../ui/select.tsx'
import { Switch } from '../../ui/switch.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import {
  checkWorkflow,
  TRIGGER_EVENTS,
  type TriggerEvent,
  WORKFLOW_NAME_MAX,
  type WorkflowInput,
} from './readiness-rules.ts'
import { CAPITAL_READINESS_TEXTS as TEXTS, TRIGGER_LABELS } from './texts.ts'
import { useWorkflows } from './use-workflows.ts'

type Workflows = ReturnType<typeof useWorkflows>

const EMPTY_FORM: WorkflowInput = { name: '', trigger: 'report_published', recipients: '' }

const SENT_AT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** When the server last sent for the workflow, as it reached this device. */
const lastSentLine = (sentAt: string | null | undefined) =>
  sentAt ? `${TEXTS.lastSent} ${SENT_AT.format(new Date(sentAt))}` : TEXTS.neverSent

const triggerLabel = (value: string) =>
  value in TRIGGER_LABELS ? TRIGGER_LABELS[value as TriggerEvent] : value

/** Bad input is refused with 000 §5's messages and nothing is queued; what was typed stays. */
function NewWorkflowForm({ create }: { create: Workflows['create'] }) {
  const [form, setForm] = useState<WorkflowInput>(EMPTY_FORM)
  const [errors, setErrors] = useState<Partial<Record<keyof WorkflowInput, string>>>({})
  const [saving, setSaving] = useState(false)
  const change = (field: keyof WorkflowInput) => (value: string) =>
    setForm((old) => ({ ...old, [field]: value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkWorkflow(form)
    if (!check.valid) {
      setErrors(check.errors)
      return
    }
    setErrors({})
    setSaving(true)
    const sent = form
    const landed = await create(check.workflow)
    setSaving(false)
    // Only what was sent is cleared: anything typed while it saved stays.
    if (landed) setForm((now) => (now === sent ? EMPTY_FORM : now))
  }
  return (
    <Card as="section" aria-labelledby="cr-new-workflow" className="grid gap-3">
      <h2 id="cr-new-workflow" className="font-semibold">
        {TEXTS.newWorkflow}
      </h2>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={TEXTS.nameLabel} error={errors.name} required>
          <Input
            value={form.name}
            maxLength={WORKFLOW_NAME_MAX * 2}
            onChange={(event) => change('name')(event.target.value)}
          />
        </Field>
        <Field label={TEXTS.triggerLabel} error={errors.trigger} required>
          <Select value={form.trigger} onChange={(event) => change('trigger')(event.target.value)}>
            {TRIGGER_EVENTS.map((value) => (
              <option key={value} value={value}>
                {TRIGGER_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={TEXTS.recipientsLabel} hint={TEXTS.recipientsHint} error={errors.recipients} required>
          <Textarea
            rows={2}
            value={form.recipients}
            onChange={(event) => change('recipients')(event.target.value)}
          />
        </Field>
        <Button type="submit" className="w-fit" loading={saving}>
          {TEXTS.create}
        </Button>
      </form>
    </Card>
  )
}

function WorkflowList({
  workflows,
  setActive,
  remove,
}: {
  workflows: NonNullable<Extract<Workflows['read'], { status: 'ready' }>['data']>
  setActive: Workflows['setActive']
  remove: Workflows['remove']
}) {
  const [deleting, setDeleting] = useState<string | null>(null)
  if (workflows.length === 0) {
    return <EmptyState icon={<Mail />} title={TEXTS.workflowsEmpty} description={TEXTS.workflowsEmptyText} />
  }
  return (
    <>
      <ul className="grid gap-3" aria-label={TEXTS.workflowsTitle}>
        {workflows.map((workflow) => (
          <li key={workflow.id}>
            <Card className="grid gap-2">
              <div className="flex items-start justify-between gap-2">
                <div className="grid gap-0.5">
                  <h3 className="font-semibold [overflow-wrap:anywhere]">{workflow.name}</h3>
                  <p className="text-sm text-muted-foreground">{triggerLabel(workflow.trigger_event)}</p>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`${TEXTS.delete} ${workflow.name}`}
                  onClick={() => setDeleting(workflow.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <p className="text-sm [overflow-wrap:anywhere]">{workflow.recipients.join(', ')}</p>
              <p className="text-xs text-muted-foreground">{lastSentLine(workflow.last_sent_at)}</p>
              <Field label={TEXTS.active} layout="inline-end">
                <Switch
                  checked={workflow.is_active}
                  onCheckedChange={(checked) => void setActive(workflow.id, checked)}
                />
              </Field>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={TEXTS.deleteTitle}
        question={TEXTS.deleteQuestion}
        confirmLabel={TEXTS.delete}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

/** The e-mail workflows around the member's report: list, switch on and off, delete, create. */
export function WorkflowsView({ userId }: { userId: string }) {
  const { read, create, setActive, remove } = useWorkflows(userId)
  return (
    <div className="grid gap-4">
      <ReadView read={read} loading={TEXTS.workflowsLoading} failure={TEXTS.workflowsFailed}>
        {(workflows) => <WorkflowList workflows={workflows} setActive={setActive} remove={remove} />}
      </ReadView>
      <NewWorkflowForm create={create} />
    </div>
  )
}
