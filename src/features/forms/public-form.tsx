import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { StorageFullError } from '../../../sync/public/errors.ts'
import { hasKeptForms, keepForm } from '../../../sync/public/outbox.ts'
import { useStartSync, useSyncClient } from '../../data/sync-context.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { toastSuccess } from '../../data/write.ts'
import { createRateLimiter } from '../../lib/security/rate-limiter.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { toast } from '../../ui/toaster.tsx'
import { FORMS, type FormDefinition, type FormId } from './form-definitions.ts'
import { draftStore, hasTyped, parseDraft } from './form-draft.ts'
import { FormFieldView } from './form-fields.tsx'
import { defaultValues, type FormValues, formSchema } from './form-schema.ts'
import { admitSubmission, toSubmission } from './submission.ts'
import { DELIVERY_NOTE } from './texts.ts'

// One limiter per page load, shared by every form: the 000 §5 window is per form, not per mount.
const limiter = createRateLimiter({ now: () => Date.now() })

type Outcome = { kind: 'idle' } | { kind: 'stored'; online: boolean } | { kind: 'refused'; message: string }

/** Forms that wait on this device, or that the server refused, told plainly (never dropped silently). */
function DeliveryStatus() {
  const { formsPending, failedForms, online } = useSyncStatus()
  if (failedForms.length > 0) {
    return (
      <Alert variant="danger" title="A form sent from this device was refused">
        {failedForms.map((form) => form.error).join(' · ')}
      </Alert>
    )
  }
  if (formsPending > 0 && !online) {
    return (
      <Alert variant="warning" title="Waiting for the network">
        {formsPending === 1 ? 'One form is' : `${formsPending} forms are`} kept on this device and will be
        sent when you are back online.
      </Alert>
    )
  }
  return null
}

/**
 * Starts the sync client when forms wait in the kept store (sent before the engine could load), so
 * it moves them into its outbox and sends them: on mount (the reload after a first visit offline)
 * and whenever the network comes back while a form page is open.
 */
function useDeliverKeptForms(started: boolean, startSync: () => Promise<unknown>) {
  useEffect(() => {
    if (started) return
    const deliver = () => {
      if (!navigator.onLine) return
      void hasKeptForms()
        .then((kept) => (kept ? startSync() : null))
        .catch(() => undefined)
    }
    deliver()
    window.addEventListener('online', deliver)
    return () => window.removeEventListener('online', deliver)
  }, [started, startSync])
}

/**
 * A public form (000 §2, §5, §8): react-hook-form with the zod schema of its definition, the rate
 * limiter, then the sync client's outbox, which keeps it on the device until the server has it, so a
 * form sent offline arrives once, later. Anonymous visitors included. Before the sync client has
 * started (a visitor's page, perhaps offline before the engine was ever downloaded) the form goes
 * into the kept store (`keepForm`, part of this chunk), which the client empties into its outbox
 * when it starts. What is typed is kept as a draft until the form is stored.
 */
export default function PublicForm({
  form: id,
  initialValues = {},
}: {
  form: FormId
  initialValues?: Partial<FormValues>
}) {
  const definition: FormDefinition = FORMS[id]
  const schema = useMemo(() => formSchema(definition), [definition])
  const sync = useSyncClient()
  const startSync = useStartSync()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const draft = useMemo(() => draftStore(id), [id])
  const [blank] = useState<FormValues>(
    () => ({ ...defaultValues(definition), ...initialValues }) as FormValues,
  )
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...blank, ...parseDraft(definition, draft.read()) },
  })
  useEffect(() => {
    const subscription = watch((values) => {
      if (hasTyped(values as FormValues, blank)) draft.save(values as FormValues)
      else draft.clear()
    })
    return () => subscription.unsubscribe()
  }, [watch, draft, blank])
  useDeliverKeptForms(sync !== null, startSync)

  const send = async (values: FormValues) => {
    const admission = admitSubmission(limiter, id)
    if (!admission.allowed) {
      toast.error(definition.toasts.failure)
      setOutcome({ kind: 'refused', message: admission.message })
      return
    }
    try {
      const submission = toSubmission(definition, values, pathname)
      // A visitor's first page has no sync client yet: the kept store holds the form at once (no
      // waiting for the engine to download, nothing lost when it cannot), and the client moves it
      // into its outbox and sends it once started: now, or (offline) when useDeliverKeptForms hears
      // the network return.
      if (sync) await sync.submitForm(submission)
      else {
        await keepForm(submission)
        if (navigator.onLine) void startSync().catch(() => undefined)
      }
    } catch (error) {
      toast.error(definition.toasts.failure)
      setOutcome({
        kind: 'refused',
        message: error instanceof StorageFullError ? error.message : definition.toasts.failure,
      })
      return
    }
    draft.clear()
    toastSuccess(definition.toasts.success)
    if (definition.next) {
      void navigate(definition.next)
      return
    }
    reset(blank)
    setOutcome({ kind: 'stored', online: navigator.onLine })
  }

  const titleId = `public-form-${id}`
  return (
    <Card as="section" aria-labelledby={titleId} padding="lg" className="grid max-w-2xl gap-5">
      <h3 id={titleId} className="text-xl font-semibold">
        {definition.title}
      </h3>
      <form noValidate onSubmit={handleSubmit(send)} className="grid gap-4" aria-labelledby={titleId}>
        {definition.fields.map((field) => (
          <FormFieldView
            key={field.name}
            field={field}
            register={register}
            control={control}
            errors={errors}
          />
        ))}
        {outcome.kind === 'refused' && <Alert variant="danger">{outcome.message}</Alert>}
        {outcome.kind === 'stored' && (
          <Alert variant="success" title={definition.toasts.success}>
            {outcome.online ? DELIVERY_NOTE.online : DELIVERY_NOTE.offline}
          </Alert>
        )}
        <DeliveryStatus />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-fit">
          {definition.submitLabel}
        </Button>
      </form>
    </Card>
  )
}
