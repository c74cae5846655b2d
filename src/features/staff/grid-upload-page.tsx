import { type ChangeEvent, useState } from 'react'
import { useRecordStaffOpened } from '../../data/audit-trail.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useMemberSearch } from '../../data/use-member-search.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { checkUploadFile } from '../../lib/security/file-upload.ts'
import { Alert } from '../../ui/alert.tsx'
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
import { type GridMember, gridMember, useAddGridCards, useMemberBoard } from './use-member-board.ts'

/** A grid is a small text file; anything bigger is not a board. */
const GRID_MAX_BYTES = 1024 * 1024
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain']
export const GRID_TEMPLATE = `${GRID_COLUMNS.join(',')}\nApprove the hiring plan,Two engineers and a finance lead,in_progress,high,Julia Advisor,2026-06-30,hiring;q3\n`

/** /admin/jul-grid-upload (000 §2.3): a CSV of board items into a member's julboard_tasks, through the queue. */
export function GridUploadPage({ isStaff }: { isStaff: boolean }) {
  return (
    <StaffFrame
      title={STAFF_PAGES.gridUpload.title}
      lead={STAFF_PAGES.gridUpload.purpose}
      back={BACK_TO_VIP}
      isStaff={isStaff}
    >
      <GridUpload />
    </StaffFrame>
  )
}

function GridUpload() {
  const { failed } = useSyncStatus()
  const addCards = useAddGridCards()
  // Members are found on the server a page at a time: a staff device syncs only those it works with.
  const [search, setSearch] = useState('')
  const found = useMemberSearch(search)
  const members = found.status === 'ready' ? found.members.map(gridMember) : []
  const [chosen, setChosen] = useState<GridMember | null>(null)
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
    const member = chosen
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
        <Field label={GRID_TEXTS.find} hint={GRID_TEXTS.findHint}>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field label={GRID_TEXTS.member} hint={GRID_TEXTS.chooseMember} error={memberError}>
          <Select
            value={chosen?.id ?? ''}
            onChange={(event) => setChosen(members.find((m) => m.id === event.target.value) ?? chosen)}
          >
            <option value="">—</option>
            {chosen && !members.some((m) => m.id === chosen.id) && (
              <option value={chosen.id}>{chosen.name}</option>
            )}
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
                {member.company ? ` · ${member.company}` : ''}
              </option>
            ))}
          </Select>
        </Field>
        {found.status === 'loading' && <p className="text-sm text-muted-foreground">{GRID_TEXTS.finding}</p>}
        {found.status === 'error' && (
          <Alert
            variant="danger"
            actions={
              <Button size="sm" variant="outline" onClick={found.retry}>
                {GRID_TEXTS.retry}
              </Button>
            }
          >
            {GRID_TEXTS.findFailed}
          </Alert>
        )}
        {found.status === 'ready' && found.more && (
          <Button variant="outline" size="sm" className="w-fit" onClick={found.loadMore}>
            {GRID_TEXTS.more}
          </Button>
        )}
        <Field label={GRID_TEXTS.file} hint={GRID_TEXTS.fileHint} error={fileErrors.join(' ') || undefined}>
          <Input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} />
        </Field>
      </Card>
      {chosen && <MemberBoard member={chosen} />}
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

/** The chosen member's cards as this device holds them. */
function MemberBoard({ member }: { member: GridMember }) {
  const board = useMemberBoard(member.id)
  useRecordStaffOpened(member.id, 'julboard_tasks')
  const title = GRID_TEXTS.onBoard(member.name)
  return (
    <Card as="section" aria-label={title} className="grid gap-2">
      <CardHeader className="mb-0">
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      {board.status === 'loading' ? (
        <LoadingState label={GRID_TEXTS.loadingCards} />
      ) : board.status === 'error' ? (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={board.retry}>
              {GRID_TEXTS.retry}
            </Button>
          }
        >
          {GRID_TEXTS.boardFailed}
        </Alert>
      ) : board.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{GRID_TEXTS.emptyBoard}</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={title}>
          {board.data.map((card) => (
            <li key={card.id}>
              {card.title} <span className="text-muted-foreground">· {card.status}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
