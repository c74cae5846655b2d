import { useEffect, useState } from 'react'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Download, HardDrive } from '../../ui/icons.ts'
import {
  dismissEvictionNotice,
  evictedAt,
  formatBytes,
  PERSISTENCE_ANSWERED,
  type StorageReport,
  storageReport,
  storedPersistenceAnswer,
} from './storage-persistence.ts'
import { INSTALL_TEXTS, STORAGE_TEXTS } from './texts.ts'
import { useInstallPrompt } from './use-install-prompt.ts'

function InstallSection() {
  const { state, install } = useInstallPrompt()
  const [dismissed, setDismissed] = useState(false)
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{INSTALL_TEXTS.title}</h3>
      {state === 'installed' && <p className="text-sm text-muted-foreground">{INSTALL_TEXTS.installed}</p>}
      {state === 'available' && (
        <>
          <p className="text-sm text-muted-foreground">{INSTALL_TEXTS.available}</p>
          <Button
            size="sm"
            className="w-fit"
            onClick={() => void install().then((accepted) => setDismissed(!accepted))}
          >
            <Download aria-hidden="true" />
            {INSTALL_TEXTS.install}
          </Button>
        </>
      )}
      {state === 'ios-hint' && <p className="text-sm">{INSTALL_TEXTS.iosHint}</p>}
      {state === 'unavailable' && (
        <p className="text-sm text-muted-foreground">
          {dismissed ? INSTALL_TEXTS.dismissed : INSTALL_TEXTS.unavailable}
        </p>
      )}
    </div>
  )
}

function StorageSection() {
  const [report, setReport] = useState<StorageReport | null>(null)
  const [evicted, setEvicted] = useState(evictedAt)
  useEffect(() => {
    let live = true
    const read = () => void storageReport().then((value) => live && setReport(value))
    read()
    // The request at sign-in may be answered after this card first reads the state.
    window.addEventListener(PERSISTENCE_ANSWERED, read)
    return () => {
      live = false
      window.removeEventListener(PERSISTENCE_ANSWERED, read)
    }
  }, [])
  const refused = storedPersistenceAnswer() === 'refused' && report?.persisted !== true
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-medium">
        <HardDrive aria-hidden="true" className="size-4" />
        {STORAGE_TEXTS.title}
        {report?.persisted === true && <Badge variant="success">Kept</Badge>}
        {report?.persisted === false && <Badge variant="warning">Best effort</Badge>}
      </h3>
      <p className="text-sm text-muted-foreground" data-testid="storage-state">
        {report === null
          ? '…'
          : report.persisted === null
            ? STORAGE_TEXTS.unknown
            : report.persisted
              ? STORAGE_TEXTS.persistent
              : STORAGE_TEXTS.bestEffort}
      </p>
      {report?.usage != null && report.quota != null && (
        <p className="text-sm" data-testid="storage-usage">
          {STORAGE_TEXTS.usage(formatBytes(report.usage), formatBytes(report.quota))}
        </p>
      )}
      {refused && (
        <Alert variant="warning" title={STORAGE_TEXTS.refusedTitle}>
          {STORAGE_TEXTS.refused}
        </Alert>
      )}
      {evicted && (
        <Alert
          variant="danger"
          title={STORAGE_TEXTS.evictedTitle}
          actions={
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                dismissEvictionNotice()
                setEvicted(null)
              }}
            >
              {STORAGE_TEXTS.dismiss}
            </Button>
          }
        >
          {STORAGE_TEXTS.evicted(new Date(evicted).toLocaleDateString('en-GB'))}
        </Alert>
      )}
    </div>
  )
}

/** "This device" in Settings (both shells): install the app, and how safely the browser keeps its data. */
export function DeviceCard() {
  return (
    <Card as="section" aria-labelledby="device-card-title" padding="sm" className="grid gap-4">
      <CardHeader className="mb-0">
        <CardTitle as="h2" id="device-card-title">
          This device
        </CardTitle>
        <CardDescription>Install JUL, and see what it keeps here for offline use.</CardDescription>
      </CardHeader>
      <InstallSection />
      <StorageSection />
    </Card>
  )
}
