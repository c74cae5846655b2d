import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { Alert } from '../../ui/alert.tsx'
import { Lock } from '../../ui/icons.ts'
import { PageHeader } from '../../ui/layouts/console.tsx'
import { ExportCenter } from './export-center.tsx'
import { EXPORT_TEXTS } from './texts.ts'

/** The Export Center (001 §2, §6): Pro only; the member's own rows as CSV or JSON, and a PDF summary. */
export default function ExportTab() {
  return (
    <>
      <PageHeader title="Export Center" description="Your own data from the console, as files you keep." />
      <MemberScreenGate loading={EXPORT_TEXTS.loading}>
        {(screen) =>
          screen.access.canEditDesktop ? <ExportCenter member={screen.access} /> : <ExportLocked />
        }
      </MemberScreenGate>
    </>
  )
}

function ExportLocked() {
  return (
    <Alert variant="info" title={EXPORT_TEXTS.locked}>
      <span className="inline-flex items-center gap-2">
        <Lock aria-hidden="true" className="size-4" />
        {EXPORT_TEXTS.lockedDetail}
      </span>
    </Alert>
  )
}
