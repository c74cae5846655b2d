import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Bell } from '../../ui/icons.ts'
import { pushBadge, showPushCard } from './push-rules.ts'
import { PUSH_TEXTS } from './texts.ts'
import { usePush } from './use-push.ts'

/**
 * 002 §4 push permission: while the browser has not asked yet, the 'Enable Notifications' card with
 * Enable and Maybe Later; afterwards one row with the Enabled / Disabled / Not Set badge.
 */
export function PushCard() {
  const push = usePush()
  if (push.loading) return null
  const badge = pushBadge(push.permission, push.registered)
  const failure = push.error && <Alert variant="danger">{push.error}</Alert>

  if (showPushCard(push.permission, push.registered, push.putOff)) {
    return (
      <Card as="section" aria-labelledby="push-card-title" padding="sm">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="push-card-title" className="flex items-center gap-2">
            <Bell aria-hidden="true" className="size-4" />
            {PUSH_TEXTS.cardTitle}
          </CardTitle>
          <CardDescription>{PUSH_TEXTS.cardBody}</CardDescription>
        </CardHeader>
        {failure}
        <CardFooter className="mt-3">
          <Button size="sm" loading={push.busy} onClick={() => void push.enable()}>
            {PUSH_TEXTS.enable}
          </Button>
          <Button size="sm" variant="ghost" onClick={push.later}>
            {PUSH_TEXTS.maybeLater}
          </Button>
        </CardFooter>
      </Card>
    )
  }

  return (
    <Card as="section" aria-label={PUSH_TEXTS.title} padding="sm" className="grid gap-2">
      <div className="flex items-center gap-2">
        <Bell aria-hidden="true" className="size-4 text-muted-foreground" />
        <h2 className="flex-1 text-sm font-medium">{PUSH_TEXTS.title}</h2>
        <Badge
          variant={
            badge === PUSH_TEXTS.enabled ? 'success' : badge === PUSH_TEXTS.disabled ? 'warning' : 'neutral'
          }
        >
          {badge}
        </Badge>
        {badge === PUSH_TEXTS.notSet && (
          <Button size="sm" variant="outline" loading={push.busy} onClick={() => void push.enable()}>
            {PUSH_TEXTS.enable}
          </Button>
        )}
      </div>
      {push.permission === 'denied' && <p className="text-sm text-muted-foreground">{PUSH_TEXTS.denied}</p>}
      {failure}
    </Card>
  )
}
