import { type ChangeEvent, useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { checkUploadFile } from '../../lib/security/file-upload.ts'
import { Button } from '../../ui/button.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { Select } from '../../ui/select.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { GRID_COLUMNS, type GridParse, parseGrid } from './grid-csv.ts'
import { GridRefusal, GridReport } from './grid-report.tsx'
import { BACK_TO_VIP, StaffFrame } from './staff-frame.tsx'
import { GRID_TEXTS, STAFF_PAGES } from './texts.ts'
import { type GridMember, useAddGridCards, useGridMembers } from './use-grid-members.ts'

/** A grid is a small text file; anything bigger is not a board. */
const GRID_MAX_BYTES = 1024 * 1024
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain']
export const GRID_TEMPLATE = `${GRID_COLUMNS.join(',')}\nApprove the hiring plan,Two engineers and a finance lead,in_progress,high,Julia Advisor,2026-06-30,hiring;q3\n`

/** /admin/jul-grid-upload (000 §2.3): a CSV of board items into a member's julboard_tasks, through the queue. */
export function GridUploadPage({ isStaff }: { isStaff: boolean }) {
  const { user } = useAuth()
  const members = useGridMembers(user?.id ?? '')
  return (
    <StaffFrame
      title={STAFF_PAGES.gridUpload.title}
      lead={STAFF_PAGES.gridUpload.purpose}
      back={BACK_TO_VIP}
      isStaff={isStaff}
    >
      {members ? <GridUpload members={members} /> : <LoadingState label="Loading members..." />}
    </StaffFrame>
  )
}

function GridUpload({ members }: { members: GridMember[] }) {
  const { failed } = useSyncStatus()
  const addCards = useAddGridCards()
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
    const added = await addCards(
      member,
      parsed.items.map(({ item }) => item),
      { failure: GRID_TEXTS.failed, success: GRID_TEXTS.added(parsed.items.length, member.name) },
    )
    setAdding(false)
    if (added) setParsed(null)
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
