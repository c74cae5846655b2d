import type { ProposalErrors } from '../../lib/proposals.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Plus, Trash2 } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { type ProposalForm, withTitle } from './proposal-form.ts'

interface ProposalFieldsProps {
  form: ProposalForm
  errors: ProposalErrors
  onChange: (form: ProposalForm) => void
}

/** The proposal's fields: title and link, client, summary, sections, prices, validity. */
export function ProposalFields({ form, errors, onChange }: ProposalFieldsProps) {
  const set = (patch: Partial<ProposalForm>) => onChange({ ...form, ...patch })
  const setSection = (index: number, patch: Partial<ProposalForm['sections'][number]>) =>
    set({ sections: form.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)) })
  const setLine = (index: number, patch: Partial<ProposalForm['pricing'][number]>) =>
    set({ pricing: form.pricing.map((line, i) => (i === index ? { ...line, ...patch } : line)) })

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" error={errors.title} required>
          <Input value={form.title} onChange={(event) => onChange(withTitle(form, event.target.value))} />
        </Field>
        <Field label="Link (slug)" hint={`Published at /p/${form.slug || '…'}`} error={errors.slug} required>
          <Input
            value={form.slug}
            onChange={(event) => set({ slug: event.target.value, slugEdited: true })}
          />
        </Field>
        <Field label="Client name">
          <Input value={form.clientName} onChange={(event) => set({ clientName: event.target.value })} />
        </Field>
        <Field label="Client company">
          <Input
            value={form.clientCompany}
            onChange={(event) => set({ clientCompany: event.target.value })}
          />
        </Field>
        <Field label="Valid until">
          <Input
            type="date"
            value={form.validUntil}
            onChange={(event) => set({ validUntil: event.target.value })}
          />
        </Field>
      </div>
      <Field label="Summary">
        <Textarea rows={3} value={form.summary} onChange={(event) => set({ summary: event.target.value })} />
      </Field>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Sections</legend>
        {errors.sections && (
          <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
            {errors.sections}
          </p>
        )}
        {form.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; order is their identity
          <Card key={index} variant="outline" padding="sm" className="grid gap-3">
            <Field label={`Section ${index + 1} heading`}>
              <Input
                value={section.heading}
                onChange={(event) => setSection(index, { heading: event.target.value })}
              />
            </Field>
            <Field label={`Section ${index + 1} text`}>
              <Textarea
                rows={4}
                value={section.body}
                onChange={(event) => setSection(index, { body: event.target.value })}
              />
            </Field>
            <Button
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => set({ sections: form.sections.filter((_, i) => i !== index) })}
            >
              <Trash2 aria-hidden="true" />
              Remove section {index + 1}
            </Button>
          </Card>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => set({ sections: [...form.sections, { heading: '', body: '' }] })}
        >
          <Plus aria-hidden="true" />
          Add section
        </Button>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Pricing (EUR)</legend>
        {errors.pricing && (
          <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
            {errors.pricing}
          </p>
        )}
        {form.pricing.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: price lines have no id; order is their identity
          <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_8rem_auto]">
            <Field label={`Price ${index + 1} label`}>
              <Input value={line.label} onChange={(event) => setLine(index, { label: event.target.value })} />
            </Field>
            <Field label={`Price ${index + 1} amount`}>
              <Input
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={line.amount}
                onChange={(event) => setLine(index, { amount: event.target.value })}
              />
            </Field>
            <Field label={`Price ${index + 1} per`} hint="e.g. month">
              <Input value={line.per} onChange={(event) => setLine(index, { per: event.target.value })} />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove price ${index + 1}`}
              onClick={() => set({ pricing: form.pricing.filter((_, i) => i !== index) })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => set({ pricing: [...form.pricing, { label: '', amount: '', per: '' }] })}
        >
          <Plus aria-hidden="true" />
          Add price
        </Button>
      </fieldset>
    </div>
  )
}
