import { useState } from 'react'
import { Button, type ButtonProps } from '../ui/button.tsx'
import { toast } from '../ui/toaster.tsx'
import { PaymentError, usePayments } from './payments.ts'

/** 001 §1: the console's upgrade text; 002 §4: the mobile upsell's. */
export const UPGRADE_LABELS = {
  console: 'Upgrade to Pro €995/mo',
  mobile: 'Upgrade Now',
} as const

interface UpgradeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** console: Desktop Pro checkout in this tab; premium / pro: the mobile plan in a new tab. */
  plan: 'console' | 'premium' | 'pro'
  label?: string
}

/** Starts the plan's checkout (src/data/payments.ts); a refusal shows the spec's message as a toast. */
export function UpgradeButton({ plan, label, ...props }: UpgradeButtonProps) {
  const payments = usePayments()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      if (plan === 'console') await payments.upgradeConsole()
      else await payments.upgradeMobile(plan)
    } catch (error) {
      toast.error(error instanceof PaymentError ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button {...props} loading={busy} onClick={() => void start()}>
      {label ?? (plan === 'console' ? UPGRADE_LABELS.console : UPGRADE_LABELS.mobile)}
    </Button>
  )
}
