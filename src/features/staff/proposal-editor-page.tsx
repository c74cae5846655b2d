import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ProposalStoreError, useProposalStore } from '../../data/public-proposals.ts'
import { toastSuccess } from '../../data/write.ts'
import { PROPOSAL_ERRORS, type ProposalErrors, proposalErrors, proposalPath } from '../../lib/proposals.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { ExternalLink } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import { ProposalFields } from './proposal-fields.tsx'
import { emptyForm, formOf, inputOf, type ProposalForm, pricingLines } from './proposal-form.ts'
import { BACK_TO_VIP, StaffFrame } from './staff-frame.tsx'
import { PROPOSAL_TEXTS, STAFF_TEXTS } from './texts.ts'
import { useProposal } from './use-proposal.ts'

/** /admin/proposals/{id} (000 §2.3): the staff editor that publishes a proposal at /p/{slug}. */
export function ProposalEditorPage({ isStaff }: { isStaff: boolean }) {
  const { id = 'new' } = useParams()
  return (
    <StaffFrame
      title={id === 'new' ? 'New Proposal' : 'Proposal Editor'}
      back={{ to: '/admin', label: 'Back to Admin' }}
      isStaff={isStaff}
    >
      <Editor key={id} id={id} />
      <p className="text-sm">
        <Link to={BACK_TO_VIP.to} className="underline">
          {STAFF_TEXTS.backToVip}
        </Link>
      </p>
    </StaffFrame>
  )
}

function Editor({ id }: { id: string }) {
  const { state, retry } = useProposal(id)
  if (state.status === 'loading') return <LoadingState label="Loading proposal..." />
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />
  if (id !== 'new' && state.value === null) return <ErrorState message={PROPOSAL_TEXTS.notFound} />
  const initial = state.value ? formOf(state.value) : emptyForm(crypto.randomUUID())
  return <EditorForm initial={initial} isNew={id === 'new'} />
}

function EditorForm({ initial, isNew }: { initial: ProposalForm; isNew: boolean }) {
  const store = useProposalStore()
  const navigate = useNavigate()
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<ProposalErrors>({})
  const [saving, setSaving] = useState(false)

  const save = async (publish: boolean) => {
    const problems = proposalErrors({ ...form, pricing: pricingLines(form) })
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    setSaving(true)
    try {
      const saved = await store.save(inputOf(form, publish, new Date().toISOString()))
      setForm(formOf(saved))
      const message =
        publish === form.isPublished
          ? PROPOSAL_TEXTS.saved
          : publish
            ? PROPOSAL_TEXTS.published
            : PROPOSAL_TEXTS.unpublished
      toastSuccess(message)
      if (isNew) void navigate(`/admin/proposals/${saved.id}`, { replace: true })
    } catch (error) {
      console.error(PROPOSAL_TEXTS.saveFailed, error)
      if (error instanceof ProposalStoreError && error.slugTaken)
        setErrors({ slug: PROPOSAL_ERRORS.slugTaken })
      else toast.error(navigator.onLine ? PROPOSAL_TEXTS.saveFailed : PROPOSAL_TEXTS.offline)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      className="grid gap-6"
      aria-label="Proposal"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save(form.isPublished)
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={form.isPublished ? 'success' : 'neutral'} size="md">
          {form.isPublished ? 'Published' : 'Draft'}
        </Badge>
        {form.isPublished && (
          <Link to={proposalPath(form.slug)} className="inline-flex items-center gap-1 text-sm underline">
            {proposalPath(form.slug)}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        )}
      </div>
      <ProposalFields form={form} errors={errors} onChange={setForm} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" loading={saving}>
          {form.isPublished ? 'Save changes' : 'Save draft'}
        </Button>
        {form.isPublished ? (
          <Button variant="secondary" disabled={saving} onClick={() => void save(false)}>
            Unpublish
          </Button>
        ) : (
          <Button disabled={saving} onClick={() => void save(true)}>
            Publish
          </Button>
        )}
      </div>
    </form>
  )
}
