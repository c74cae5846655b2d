import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { Select } from '../../ui/select.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { toast } from '../../ui/toaster.tsx'
import { interactionRecord } from './crm-records.ts'
import {
  emptyInteraction,
  INTERACTION_LABELS,
  INTERACTION_TYPES,
  type InteractionValues,
  interactionSchema,
} from './interaction-schema.ts'
import { RecentInteractions } from './recent-interactions.tsx'
import { SETTINGS_NOTICE_TEXTS, SETTINGS_TEXTS } from './texts.ts'
import { useCrmOutbox } from './use-crm-outbox.ts'

/**
 * Log Interaction (001 §2, §5): the CRM function stores it in crm_interactions (with its contact) and
 * posts it to the CRM; offline it waits in the CRM outbox and is shown as waiting.
 */
export function InteractionForm() {
  const crm = useCrmOutbox()
  const form = useForm<InteractionValues>({
    resolver: zodResolver(interactionSchema),
    defaultValues: emptyInteraction(new Date()),
  })
  const { register, handleSubmit, reset, formState } = form
  const { errors } = formState

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await crm.submit('interaction', [
        interactionRecord(values, crypto.randomUUID(), new Date()),
      ])
      if (outcome.status === 'failed') {
        toast.error(outcome.message || SETTINGS_NOTICE_TEXTS.interactionFailed)
        return
      }
      toast[outcome.status === 'delivered' ? 'success' : 'info'](
        outcome.status === 'delivered'
          ? SETTINGS_NOTICE_TEXTS.interactionLogged
          : SETTINGS_NOTICE_TEXTS.interactionQueued,
      )
      reset(emptyInteraction(new Date()))
    } catch (error) {
      console.error('interaction not kept', error)
      toast.error(SETTINGS_NOTICE_TEXTS.interactionFailed)
    }
  })

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={SETTINGS_TEXTS.interactionTab}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={INTERACTION_LABELS.interaction_type}
            required
            error={errors.interaction_type?.message}
          >
            <Select {...register('interaction_type')}>
              {INTERACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={INTERACTION_LABELS.occurred_at} required error={errors.occurred_at?.message}>
            <Input type="datetime-local" {...register('occurred_at')} />
          </Field>
          <Field label={INTERACTION_LABELS.contact_email} required error={errors.contact_email?.message}>
            <Input type="email" autoComplete="off" {...register('contact_email')} />
          </Field>
          <Field label={INTERACTION_LABELS.interaction_subject} error={errors.interaction_subject?.message}>
            <Input {...register('interaction_subject')} />
          </Field>
        </div>
        <Field label={INTERACTION_LABELS.interaction_notes} error={errors.interaction_notes?.message}>
          <Textarea rows={4} {...register('interaction_notes')} />
        </Field>
        <Field label={INTERACTION_LABELS.interaction_outcome} error={errors.interaction_outcome?.message}>
          <Input {...register('interaction_outcome')} />
        </Field>
        <Button type="submit" className="w-fit" loading={formState.isSubmitting}>
          {SETTINGS_TEXTS.logInteraction}
        </Button>
      </form>
      <RecentInteractions />
    </div>
  )
}
