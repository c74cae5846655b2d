import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { CloudOff, RefreshCw } from '../../ui/icons.ts'
import { Switch } from '../../ui/switch.tsx'
import { type DriveState, driveStatusLabel } from './drive-state.ts'

interface DriveCardProps {
  state: DriveState
  recordingsFound: number
  autoDetect: boolean
  busy: 'connect' | 'check' | null
  onConnect: () => void
  onCheck: () => void
  onRetry: () => void
  onAutoDetect: (on: boolean) => void
}

/**
 * The recording features' state (001 §2: checking, ready, error; signed in or not). Without keys it says
 * so in the spec's words and offers nothing else: no recording is ever shown that the drive did not list.
 */
export function DriveCard({
  state,
  recordingsFound,
  autoDetect,
  busy,
  onConnect,
  onCheck,
  onRetry,
  onAutoDetect,
}: DriveCardProps) {
  return (
    <Card as="section" aria-labelledby="drive-title">
      <CardHeader>
        <CardTitle id="drive-title">Recordings</CardTitle>
        <Badge
          variant={
            state.status === 'error'
              ? 'warning'
              : state.status === 'ready' && state.signedIn
                ? 'success'
                : 'neutral'
          }
        >
          {driveStatusLabel(state)}
        </Badge>
        <CardDescription>
          Session recordings from Google Drive become AI reports and meeting minutes.
        </CardDescription>
      </CardHeader>
      {state.status === 'error' && (
        <Alert
          variant="warning"
          actions={
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
          }
        >
          <span className="inline-flex items-center gap-2">
            <CloudOff aria-hidden="true" className="size-4" />
            {state.message}
          </span>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {state.status === 'ready' && !state.signedIn && (
          <Button variant="outline" size="sm" loading={busy === 'connect'} onClick={onConnect}>
            Connect Google Drive
          </Button>
        )}
        <Button size="sm" loading={busy === 'check'} onClick={onCheck}>
          <RefreshCw aria-hidden="true" />
          Check for new recordings
        </Button>
        {state.status === 'ready' && state.signedIn && (
          <span className="text-sm text-muted-foreground">{recordingsFound} recordings listed</span>
        )}
      </div>
      <Field
        label="Process new recordings automatically every 5 minutes"
        layout="inline-end"
        className="mt-4"
      >
        <Switch checked={autoDetect} onCheckedChange={onAutoDetect} />
      </Field>
    </Card>
  )
}
