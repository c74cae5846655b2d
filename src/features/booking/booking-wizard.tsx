import { useEffect, useRef, useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { PaymentError, usePayments } from '../../data/payments.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { toastSuccess } from '../../data/write.ts'
import type { CurrencyCode } from '../../lib/currency.ts'
import { Button, type ButtonVariantProps } from '../../ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Calendar } from '../../ui/icons.ts'
import { Progress } from '../../ui/progress.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import {
  BOOKING_STEPS,
  type BookingDetails,
  type BookingStep,
  bookableCards,
  bookingPaths,
  bookingProgress,
  calendlyLink,
  isCalendlyOnly,
  LAST_STEP,
} from './booking-rules.ts'
import {
  ConfirmationStep,
  DetailsStep,
  PaymentStep,
  type ServiceOption,
  ServiceStep,
} from './booking-steps.tsx'
import { BOOKING_TEXTS } from './texts.ts'

interface BookingWizardProps {
  /** The member's currency (000 §4.2) for prices and the checkout. */
  currency: CurrencyCode
  label?: string
  variant?: ButtonVariantProps['variant']
}

/**
 * The booking wizard (001 §2, §4, §8) behind a button: service (active service_cards that can be paid or
 * scheduled), details, payment and booking by the card's CTA, and a confirmation on the calendly-only
 * path. The request itself (session type, urgency, notes) is kept through the forms outbox, so it
 * reaches the advisor even when the member books offline-first.
 */
export default function BookingWizard({
  currency,
  label = 'Book a session',
  variant = 'primary',
}: BookingWizardProps) {
  const client = useSyncClient()
  const { user } = useAuth()
  const payments = usePayments()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<BookingStep>(0)
  const [card, setCard] = useState<ServiceOption | null>(null)
  const [details, setDetails] = useState<BookingDetails | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'pay' | 'schedule' | null>(null)
  const stepHeading = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)
  const read = useMirrorRead(async (db) => bookableCards(await db.mirror('service_cards').toArray()), [], {
    what: 'bookable service cards',
  })

  /**
   * The control that moved on (a service, Continue, Back) leaves with its step; without this, focus
   * falls back to the dialog itself and a screen reader hears nothing about the new step.
   */
  const goTo = (next: BookingStep) => {
    moved.current = true
    setStep(next)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new step is the trigger itself.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    stepHeading.current?.focus()
  }, [step])

  const reset = () => {
    setStep(0)
    setCard(null)
    setDetails(null)
    setError(null)
    setBusy(null)
  }
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) reset()
  }

  /** Keeps the request (001 §3 session-booking details) in the outbox; false when the device refused it. */
  const recordRequest = async (
    chosen: ServiceOption,
    values: BookingDetails,
    path: 'stripe' | 'calendly',
  ) => {
    if (!client || !user) return false
    try {
      await client.submitForm({
        form_type: 'strategy_session',
        email: user.email,
        name: user.displayName,
        payload: { service_card_id: chosen.id, service: chosen.title, path, ...values },
        source_path: '/dashboard',
      })
      return true
    } catch (cause) {
      console.error(BOOKING_TEXTS.requestFailed, cause)
      setError(BOOKING_TEXTS.requestFailed)
      return false
    }
  }

  const pay = async () => {
    if (!card || !details) return
    setBusy('pay')
    setError(null)
    try {
      if (!(await recordRequest(card, details, 'stripe'))) return
      await payments.buyServiceCard(card.id, currency)
    } catch (cause) {
      console.error(BOOKING_TEXTS.bookingFailed, cause)
      setError(cause instanceof PaymentError ? cause.message : BOOKING_TEXTS.bookingFailed)
    } finally {
      setBusy(null)
    }
  }

  const schedule = async () => {
    const url = card && bookingPaths(card).calendlyUrl
    if (!card || !details || !url || !user) return
    setError(null)
    // Opened before anything is awaited, while the click still counts as the member's own gesture.
    const opened = window.open(
      calendlyLink(url, { name: user.displayName, email: user.email }, details),
      '_blank',
    )
    if (!opened) {
      setError(BOOKING_TEXTS.calendarFailed)
      return
    }
    setBusy('schedule')
    const recorded = await recordRequest(card, details, 'calendly')
    setBusy(null)
    if (recorded && isCalendlyOnly(bookingPaths(card))) {
      goTo(LAST_STEP)
      toastSuccess(BOOKING_TEXTS.booked)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Calendar aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Book a session</DialogTitle>
          <DialogDescription
            ref={stepHeading}
            tabIndex={-1}
            className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Step {step + 1} of {BOOKING_STEPS.length}: {BOOKING_STEPS[step]}
          </DialogDescription>
        </DialogHeader>
        <Progress
          value={bookingProgress(step)}
          max={1}
          label={`Booking progress, step ${step} of ${LAST_STEP}`}
        />
        {step === 0 &&
          (read.status === 'loading' ? (
            <LoadingState label="Loading services..." />
          ) : read.status === 'error' ? (
            <ErrorState message={BOOKING_TEXTS.servicesFailed} onRetry={read.retry} />
          ) : (
            <ServiceStep
              cards={read.data}
              currency={currency}
              onChoose={(chosen) => {
                setCard(chosen)
                goTo(1)
              }}
            />
          ))}
        {step === 1 && (
          <DetailsStep
            initial={details}
            onBack={() => goTo(0)}
            onContinue={(values) => {
              setDetails(values)
              goTo(2)
            }}
          />
        )}
        {step === 2 && card && details && (
          <PaymentStep
            card={card}
            currency={currency}
            details={details}
            error={error}
            busy={busy}
            onBack={() => goTo(1)}
            onPay={() => void pay()}
            onSchedule={() => void schedule()}
          />
        )}
        {step === 3 && card && details && (
          <ConfirmationStep card={card} details={details} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  )
}
