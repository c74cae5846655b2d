import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { SETTINGS_TEXTS } from './texts.ts'
import { useCrmOutbox } from './use-crm-outbox.ts'

const WHAT = { profile: 'Profile', interaction: 'Interaction' } as const

/** CRM calls the server refused: visible, with Retry and Discard (nothing is dropped silently). */
export function CrmOutboxStatus() {
  const { entries, retry, discard } = useCrmOutbox()
  const failed = entries.filter((entry) => entry.failed !== null)
  if (failed.length === 0) return null
  return (
    <div className="grid gap-2">
      {failed.map((entry) => (
        <Alert
          key={entry.id}
          variant="danger"
          title={`${WHAT[entry.kind]}: ${SETTINGS_TEXTS.crmFailed}`}
          actions={
            <>
              <Button size="sm" variant="outline" onClick={() => void retry(entry.id)}>
                {SETTINGS_TEXTS.retry}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => discard(entry.id)}>
                {SETTINGS_TEXTS.discard}
              </Button>
            </>
          }
        >
          {entry.failed}
        </Alert>
      ))}
    </div>
  )
}
