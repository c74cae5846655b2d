import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useAuth } from '../../data/auth.ts'
import { toastSuccess } from '../../data/write.ts'
import { Button } from '../../ui/button.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import { profileRecords } from './crm-records.ts'
import { PROFILE_LABELS, type ProfileValues, profileSchema, profileValuesFrom } from './profile-schema.ts'
import { SETTINGS_NOTICE_TEXTS, SETTINGS_TEXTS } from './texts.ts'
import { useCrmOutbox } from './use-crm-outbox.ts'
import { useProfile } from './use-profile.ts'

/**
 * Profile (001 §2, §5): saved on the device through the repository (synced by the queue), then sent to
 * the CRM through the CRM outbox, which keeps the call until the network allows it.
 */
export function ProfileForm() {
  const { read, email, save } = useProfile()
  const { user } = useAuth()
  const crm = useCrmOutbox()
  const row = read.status === 'ready' ? read.data : undefined
  const initial = useMemo(() => profileValuesFrom(row ?? undefined), [row])
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: initial })
  const { register, handleSubmit, reset, formState } = form

  // A row arriving from sync (or another tab) fills the form unless the member is editing it.
  useEffect(() => {
    if (!formState.isDirty) reset(initial)
  }, [initial, reset, formState.isDirty])

  if (read.status === 'loading') return <LoadingState label={SETTINGS_TEXTS.loadingProfile} />
  if (read.status === 'error')
    return <ErrorState title={SETTINGS_NOTICE_TEXTS.profileLoadFailed} onRetry={read.retry} />

  const onSubmit = handleSubmit(async (values) => {
    if (!(await save(values))) return
    reset(values)
    if (!user) return
    try {
      const outcome = await crm.submit('profile', profileRecords(values, { id: user.id, email: user.email }))
      if (outcome.status === 'delivered') toastSuccess(SETTINGS_NOTICE_TEXTS.profileUpdated)
      else if (outcome.status === 'queued') toast.info(SETTINGS_NOTICE_TEXTS.profileQueued)
      else toast.error(SETTINGS_NOTICE_TEXTS.profileUpdateFailed)
    } catch (error) {
      console.error('CRM call not kept', error)
      toast.error(SETTINGS_NOTICE_TEXTS.profileUpdateFailed)
    }
  })

  const { errors } = formState
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={SETTINGS_TEXTS.profileTab}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={PROFILE_LABELS.first_name} required error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...register('first_name')} />
        </Field>
        <Field label={PROFILE_LABELS.last_name} required error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...register('last_name')} />
        </Field>
        <Field label="Email" hint="Your sign-in address.">
          <Input type="email" value={email} readOnly disabled />
        </Field>
        <Field label={PROFILE_LABELS.phone} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label={PROFILE_LABELS.company} error={errors.company?.message}>
          <Input autoComplete="organization" {...register('company')} />
        </Field>
        <Field label={PROFILE_LABELS.job_title} error={errors.job_title?.message}>
          <Input autoComplete="organization-title" {...register('job_title')} />
        </Field>
        <Field label={PROFILE_LABELS.company_website} error={errors.company_website?.message}>
          <Input type="url" autoComplete="url" placeholder="https://" {...register('company_website')} />
        </Field>
        <Field label={PROFILE_LABELS.linkedin_url} error={errors.linkedin_url?.message}>
          <Input type="url" placeholder="https://www.linkedin.com/in/" {...register('linkedin_url')} />
        </Field>
      </div>
      <Button type="submit" className="w-fit" loading={formState.isSubmitting}>
        {SETTINGS_TEXTS.saveProfile}
      </Button>
    </form>
  )
}
