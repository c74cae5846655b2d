import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { BIOMETRIC_DEVICE_KEY } from '../../data/biometric.ts'
import { NoDatabaseNotice } from '../../data/no-database-notice.tsx'
import { useMemberScreen } from '../../data/use-member-screen.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Laptop, Smartphone } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { type LinkedDevice, linkedDevices, LINKED_DEVICE_TEXTS as T } from './linked-devices.ts'

const SEEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** The member's devices from the mirror; undefined while it answers, null when reading failed. */
function useLinkedDevices(client: SyncClient, userId: string, attempt: number) {
  const thisDevice = window.localStorage.getItem(BIOMETRIC_DEVICE_KEY)
  return useLiveQuery(async () => {
    try {
      const [credentials, tokens] = await Promise.all([
        client.db.mirror('biometric_credentials').where('user_id').equals(userId).toArray(),
        client.db.mirror('push_notification_tokens').where('user_id').equals(userId).toArray(),
      ])
      return linkedDevices(credentials, tokens, thisDevice)
    } catch (error) {
      console.error(T.loadFailed, error)
      return null
    }
  }, [client, userId, thisDevice, attempt])
}

function DeviceList({ devices }: { devices: LinkedDevice[] }) {
  return (
    <ul className="grid gap-3" aria-label={T.title}>
      {devices.map((device) => {
        const DeviceIcon = device.kind === 'phone' ? Smartphone : Laptop
        return (
          <li key={device.key} className="flex items-center gap-3">
            <DeviceIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="grid flex-1 gap-0.5">
              <p className="font-medium">{device.name}</p>
              <p className="text-muted-foreground">
                {device.detail} · {T.lastSeen} {SEEN.format(Date.parse(device.lastSeen))}
              </p>
            </div>
            {device.current && <Badge variant="success">{T.thisDevice}</Badge>}
          </li>
        )
      })}
    </ul>
  )
}

function Devices() {
  const screen = useMemberScreen()
  const [attempt, setAttempt] = useState(0)
  if (screen.status === 'loading') return <LoadingState label={T.loading} />
  if (screen.status === 'no-database') return <NoDatabaseNotice />
  return <DevicesOf screen={screen} attempt={attempt} retry={() => setAttempt((n) => n + 1)} />
}

function DevicesOf({
  screen,
  attempt,
  retry,
}: {
  screen: { client: SyncClient; access: { userId: string }; hasSynced: boolean }
  attempt: number
  retry: () => void
}) {
  const devices = useLinkedDevices(screen.client, screen.access.userId, attempt)
  if (devices === null) return <ErrorState message={T.loadFailed} onRetry={retry} />
  if (devices === undefined || (devices.length === 0 && !screen.hasSynced))
    return <LoadingState label={T.loading} />
  if (devices.length === 0)
    return <EmptyState icon={<Smartphone />} title={T.empty} description={T.emptyHint} />
  return <DeviceList devices={devices} />
}

/** 001 §2 linked devices, from the member's own rows (see linked-devices.ts). */
export function LinkedDevicesCard() {
  return (
    <Card as="section" aria-labelledby="linked-devices">
      <CardHeader>
        <CardTitle id="linked-devices">{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Devices />
      </CardContent>
    </Card>
  )
}
