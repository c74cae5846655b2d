import { Badge } from '../../ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { type Icon, Laptop, Smartphone, Tablet } from '../../ui/icons.ts'

/** 001 §2, §9: linked devices are static sample entries. */
export const LINKED_DEVICES: readonly {
  name: string
  detail: string
  lastActive: string
  icon: Icon
  current: boolean
}[] = [
  { name: 'MacBook Pro', detail: 'Console · Chrome', lastActive: 'Active now', icon: Laptop, current: true },
  {
    name: 'iPhone 15 Pro',
    detail: 'JUL mobile app',
    lastActive: '2 hours ago',
    icon: Smartphone,
    current: false,
  },
  { name: 'iPad Air', detail: 'JUL mobile app', lastActive: '3 days ago', icon: Tablet, current: false },
]

export function LinkedDevicesCard() {
  return (
    <Card as="section" aria-labelledby="linked-devices">
      <CardHeader>
        <CardTitle id="linked-devices">Linked devices</CardTitle>
        <CardDescription>Sample entries: device management arrives with the mobile app.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {LINKED_DEVICES.map((device) => {
            const DeviceIcon = device.icon
            return (
              <li key={device.name} className="flex items-center gap-3">
                <DeviceIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <div className="grid flex-1 gap-0.5">
                  <p className="font-medium">{device.name}</p>
                  <p className="text-muted-foreground">
                    {device.detail} · {device.lastActive}
                  </p>
                </div>
                {device.current && <Badge variant="success">This device</Badge>}
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
