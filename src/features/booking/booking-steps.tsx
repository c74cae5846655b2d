import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type CurrencyCode, serviceCardPriceLabel } from '../../lib/currency.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Field } from '../../ui/field.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { Calendar, CheckCircle2, CreditCard } from '../../ui/icons.ts'
import { RadioGroup } from '../../ui/radio-group.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import {
  type BookableCard,
  type BookingDetails,
  bookingDetailsSchema,
  bookingPaths,
  SESSION_FOCUS,
  TIMELINES,
} from './booking-rules.ts'
import { BOOKING_TEXTS } from './texts.ts'

export interface ServiceOption extends BookableCard {
  subtitle: string | null
  description: string | null
  price_usd: number | null
  price_gbp: number | null
}

export function ServiceStep({
  cards,
  currency,
  onChoose,
}: {
  cards: readonly ServiceOption[]
  currency: CurrencyCode
  onChoose: (card: ServiceOption) => void
}) {
  if (cards.length === 0) return <EmptyState title={BOOKING_TEXTS.noServices} />
  return (
    <ul className="grid gap-3" aria-label="Services">
      {cards.map((card) => (
        <li key={card.id}>
          <button
            type="button"
            onClick={() => onChoose(card)}
            className={cn(
              'grid w-full gap-1 rounded-lg border border-border bg-surface p-4 text-left transition-colors hover:bg-muted',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{card.title}</span>
              <span className="text-sm tabular-nums">{serviceCardPriceLabel(card, currency)}</span>
            </span>
            {card.subtitle && <span className="text-sm text-muted-foreground">{card.subtitle}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}

export function DetailsStep({
  initial,
  onBack,
  onContinue,
}: {
  initial: BookingDetails | null
  onBack: () => void
  onContinue: (details: BookingDetails) => void
}) {
  const { control, handleSubmit, register } = useForm<BookingDetails>({
    resolver: zodResolver(bookingDetailsSchema),
    defaultValues: initial ?? { urgency: 'Flexible', notes: '' },
  })
  return (
    <form className="grid gap-5" noValidate onSubmit={(event) => void handleSubmit(onContinue)(event)}>
      <FormField
        control={control}
        name="sessionType"
        label="Session focus"
        required
        render={(field) => (
          <RadioGroup
            value={field.value ?? ''}
            onValueChange={field.onChange}
            options={SESSION_FOCUS.map((focus) => ({ value: focus, label: focus }))}
          />
        )}
      />
      <FormField
        control={control}
        name="urgency"
        label="Timeline"
        render={(field) => (
          <RadioGroup
            value={field.value}
            onValueChange={field.onChange}
            options={TIMELINES.map((timeline) => ({ value: timeline, label: timeline }))}
          />
        )}
      />
      <Field label="Notes" hint="Optional: anything your advisor should know.">
        <Textarea rows={3} {...register('notes')} />
      </Field>
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  )
}

export function PaymentStep({
  card,
  currency,
  details,
  error,
  busy,
  onBack,
  onPay,
  onSchedule,
}: {
  card: ServiceOption
  currency: CurrencyCode
  details: BookingDetails
  error: string | null
  busy: 'pay' | 'schedule' | null
  onBack: () => void
  onPay: () => void
  onSchedule: () => void
}) {
  const paths = bookingPaths(card)
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Service</dt>
          <dd className="font-medium">{card.title}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="tabular-nums">{serviceCardPriceLabel(card, currency)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Focus</dt>
          <dd>{details.sessionType}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Timeline</dt>
          <dd>{details.urgency}</dd>
        </div>
      </dl>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <div className="flex flex-wrap gap-2">
          {paths.calendlyUrl && (
            <Button
              variant={paths.stripe ? 'outline' : 'primary'}
              loading={busy === 'schedule'}
              onClick={onSchedule}
            >
              <Calendar aria-hidden="true" />
              Open booking calendar
            </Button>
          )}
          {paths.stripe && (
            <Button loading={busy === 'pay'} onClick={onPay}>
              <CreditCard aria-hidden="true" />
              Pay and book
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}

export function ConfirmationStep({
  card,
  details,
  onDone,
}: {
  card: ServiceOption
  details: BookingDetails
  onDone: () => void
}) {
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
      <p className="text-lg font-semibold">{BOOKING_TEXTS.booked}</p>
      <p className="text-sm text-muted-foreground">
        {card.title} · {details.sessionType} · {details.urgency}. Pick your time in the calendar that opened;
        your advisor has your notes.
      </p>
      <Button onClick={onDone}>Done</Button>
    </div>
  )
}
