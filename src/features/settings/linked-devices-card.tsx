import { BIOMETRIC_DEVICE_KEY } from '../../data/biometric.ts'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Laptop, Smartphone } from '../../ui/icons.ts'
import { type LinkedDevice, linkedDevices } from './linked-devices.ts'
import { LINKED_DEVICE_TEXTS as T } from './texts.ts'

const SEEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** The member's devices from the mirror, this one marked by its biometric device id. */
function useLinkedDevices(userId: string) {
  const thisDevice = window.localStorage.getItem(BIOMETRIC_DEVICE_KEY)
  return useMirrorRead(
    async (db) => {
      const [credentials, tokens] = await Promise.all([
        db.mirror('biometric_credentials').where('user_id').equals(userId).toArray(),
        db.mirror('push_notification_tokens').where('user_id').equals(userId).toArray(),
      ])
      return linkedDevices(credentials, tokens, thisDevice)
    },
    [userId, thisDevice],
    { what: 'linked devices' },
  )
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
  return (
    <MemberScreenGate loading={T.loading}>
      {(screen) => <DevicesOf userId={screen.access.userId} />}
    </MemberScreenGate>
  )
}

function DevicesOf({ userId }: { userId: string }) {
  const read = useLinkedDevices(userId)
  return (
    <ReadView read={read} loading={T.loading} failure={T.loadFailed}>
      {(devices) =>
        devices.length === 0 ? (
          <EmptyState icon={<Smartphone />} title={T.empty} description={T.emptyHint} />
        ) : (
          <DeviceList devices={devices} />
        )
      }
    </ReadView>
  )
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
