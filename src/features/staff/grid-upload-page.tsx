import { useLiveQuery } from 'dexie-react-hooks'
import { type ChangeEvent, useMemo, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { useAuth } from '../../data/auth.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useSyncClient } from '../../data/sync-context.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { checkUploadFile } from '../../lib/security/file-upload.ts'
import { Button } from '../../ui/button.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { Select } from '../../ui/select.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import { GRID_COLUMNS, type GridParse, parseGrid } from './grid-csv.ts'
import { GridRefusal, GridReport } from './grid-report.tsx'
import { STAFF_PAGES } from './messages.ts'
import { BACK_TO_VIP, StaffFrame } from './staff-frame.tsx'

/** A grid is a small text file; anything bigger is not a board. */
const GRID_MAX_BYTES = 1024 * 1024
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain']
export const GRID_TEMPLATE = `${GRID_COLUMNS.join(',')}\nApprove the hiring plan,Two engineers and a finance lead,in_progress,high,Julia Advisor,2026-06-30,hiring;q3\n`

export const GRID_TEXTS = {
  member: 'Member',
  chooseMember: 'Choose the member whose board receives the cards',
  file: 'Grid file (CSV)',
  fileHint: `Columns: ${GRID_COLUMNS.join(', ')} — only title is required. Fields separated by commas, semicolons or tabs; labels by semicolons or pipes.`,
  importing: 'Add to board',
  added: (count: number, name: string) =>
    `${count} ${count === 1 ? 'card' : 'cards'} added to ${name}’s board`,
  failed: 'Failed to add the cards',
  memberRequired: 'Choose a member first',
} as const

/** /admin/jul-grid-upload (000 §2.3): a CSV of board items into a member's julboard_tasks, through the queue. */
export function GridUploadPage({ isStaff }: { isStaff: boolean }) {
  const client = useSyncClient()
  return (
    <StaffFrame
      title={STAFF_PAGES.gridUpload.title}
      lead={STAFF_PAGES.gridUpload.purpose}
      back={BACK_TO_VIP}
      isStaff={isStaff}
    >
      {client ? <GridUpload client={client} /> : <LoadingState label="Loading members..." />}
    </StaffFrame>
  )
}

function GridUpload({ client }: { client: SyncClient }) {
  const { user } = useAuth()
  const { failed } = useSyncStatus()
  const profiles = useLiveQuery(() => client.db.mirror('profiles').toArray(), [client])
  const members = useMemo(
    () =>
      (profiles ?? [])
        .filter((profile) => profile.id !== user?.id)
        .map((profile) => ({
          id: profile.id,
          name:
            [profile.first_name, profile.last_name].filter(Boolean).join(' ') ||
            (profile.email ?? profile.id),
          company: profile.company,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [profiles, user?.id],
  )
  const [memberId, setMemberId] = useState('')
  const [fileErrors, setFileErrors] = useState<string[]>([])
  const [parsed, setParsed] = useState<GridParse | null>(null)
  const [adding, setAdding] = useState(false)
  const [memberError, setMemberError] = useState<string | null>(null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setParsed(null)
    if (!file) return
    const type = file.type || (file.name.toLowerCase().endsWith('.csv') ? 'text/csv' : '')
    const check = checkUploadFile(
      { name: file.name, type, size: file.size },
      { allowedTypes: CSV_TYPES, maxBytes: GRID_MAX_BYTES },
    )
    setFileErrors(check.errors)
    if (!check.valid) return
    setParsed(parseGrid(await file.text()))
  }

  const add = async () => {
    if (!parsed?.ok) return
    const member = members.find((m) => m.id === memberId)
    if (!member) {
      setMemberError(GRID_TEXTS.memberRequired)
      return
    }
    setMemberError(null)
    setAdding(true)
    try {
      const tasks = client.repository('julboard_tasks')
      for (const { item } of parsed.items) await tasks.insert({ ...item, user_id: member.id })
      toast.success(GRID_TEXTS.added(parsed.items.length, member.name))
      setParsed(null)
    } catch (error) {
      console.error(GRID_TEXTS.failed, error)
      toast.error(GRID_TEXTS.failed)
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="grid gap-6">
      <FailedWrites
        failed={failed.filter((w) => w.table === 'julboard_tasks')}
        label={() => GRID_TEXTS.failed}
      />
      <Card as="section" aria-labelledby="grid-source" className="grid gap-4">
        <CardHeader className="mb-0">
          <CardTitle as="h2" id="grid-source">
            Upload
          </CardTitle>
          <a
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(GRID_TEMPLATE)}`}
            download="jul-grid-template.csv"
            className="text-sm text-link underline"
          >
            Download the template
          </a>
        </CardHeader>
        <Field label={GRID_TEXTS.member} hint={GRID_TEXTS.chooseMember} error={memberError}>
          <Select value={memberId} onChange={(event) => setMemberId(event.target.value)}>
            <option value="">—</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
                {member.company ? ` · ${member.company}` : ''}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={GRID_TEXTS.file} hint={GRID_TEXTS.fileHint} error={fileErrors.join(' ') || undefined}>
          <Input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} />
        </Field>
      </Card>
      {parsed && !parsed.ok && <GridRefusal rejected={parsed.rejected} />}
      {parsed?.ok && (
        <GridReport result={parsed}>
          <Button className="w-fit" loading={adding} onClick={() => void add()}>
            {GRID_TEXTS.importing} ({parsed.items.length})
          </Button>
        </GridReport>
      )}
    </div>
  )
}
