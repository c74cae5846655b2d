import { useState } from 'react'
import { PaymentError, usePayments } from '../../data/payments.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { PAYMENT_MESSAGES } from '../../lib/payments.ts'
import { DESKTOP_PRICES } from '../../lib/tiers.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx'
import { CreditCard } from '../../ui/icons.ts'
import { toast } from '../../ui/toaster.tsx'

/** 001 §2 subscription management: the plan, and the card provider's portal (`customer-portal`). */
export function SubscriptionCard() {
  const payments = usePayments()
  const access = useMemberAccess()
  const [opening, setOpening] = useState(false)
  const pro = access.status === 'ready' && access.access.consoleTier === 'desktop_pro'

  async function open() {
    setOpening(true)
    try {
      await payments.openCustomerPortal('/dashboard?tab=settings')
    } catch (error) {
      toast.error(error instanceof PaymentError ? error.message : PAYMENT_MESSAGES.portalFailed)
      setOpening(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="subscription-management">
      <CardHeader>
        <CardTitle id="subscription-management">Subscription management</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap items-center gap-2">
          <span>Current plan</span>
          <Badge variant={pro ? 'tier-pro' : 'neutral'}>{pro ? 'Desktop Pro' : 'Desktop Standard'}</Badge>
          <span className="text-muted-foreground">
            {pro ? `€${DESKTOP_PRICES.desktop_pro}/month` : 'Free, mostly view-only'}
          </span>
        </div>
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={() => void open()} loading={opening}>
          <CreditCard aria-hidden="true" />
          Manage Subscription
        </Button>
      </CardFooter>
    </Card>
  )
}
