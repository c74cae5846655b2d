import { useLiveQuery } from 'dexie-react-hooks'
import { type ChangeEvent, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import type { MemberSummary } from '../../data/staff-directory.ts'
import { useSyncClient } from '../../data/sync-context.ts'
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
import { toast } from '../../ui/toaster.tsx'
import { GRID_COLUMNS, type GridParse, parseGrid } from './grid-csv.ts'
import { GridReport } from './grid-report.tsx'
import { STAFF_PAGES } from './messages.ts'
import { BACK_TO_VIP, StaffFrame } from './staff-frame.tsx'

/** A grid is a small text file; anything bigger is not a board. */
const GRID_MAX_BYTES = 1024 * 1024
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain']
export const GRID_TEMPLATE = `${GRID_COLUMNS.join(',')}\nApprove the hiring plan,Two engineers and a finance lead,in_progress,high,Julia Advisor,2026-06-30,hiring;q3\n`

export const GRID_TEXTS = {
  member: 'Member',
  chooseMember: 'Choose the member whose board receives the cards',
  find: 'Find a member',
  findHint: 'By name, company or e-mail',
  finding: 'Finding members...',
  findFailed: 'Members could not be loaded.',
  more: 'More members',
  onBoard: (name: string) => `On ${name}’s board`,
  emptyBoard: 'No cards yet. Cards arrive here once this member works with you.',
  file: 'Grid file (CSV)',
  fileHint: `Columns: ${GRID_COLUMNS.join(', ')} — only title is required; labels are separated by semicolons.`,
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

const nameOf = (member: MemberSummary) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') || (member.email ?? member.id)

function GridUpload({ client }: { client: SyncClient }) {
  const { failed } = useSyncStatus()
  // Members are found on the server a page at a time: a staff device syncs only those it works with.
  const [search, setSearch] = useState('')
  const found = useMemberSearch(search)
  const members = found.status === 'ready' ? found.members : []
  const [chosen, setChosen] = useState<MemberSummary | null>(null)
  const memberId = chosen?.id ?? ''
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
    try {
      const tasks = client.repository('julboard_tasks')
      for (const { item } of parsed.items) await tasks.insert({ ...item, user_id: member.id })
      toast.success(GRID_TEXTS.added(parsed.items.length, nameOf(member)))
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
        <Field label={GRID_TEXTS.find} hint={GRID_TEXTS.findHint}>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field label={GRID_TEXTS.member} hint={GRID_TEXTS.chooseMember} error={memberError}>
          <Select
            value={memberId}
            onChange={(event) => setChosen(members.find((m) => m.id === event.target.value) ?? chosen)}
          >
            <option value="">—</option>
            {chosen && !members.some((m) => m.id === chosen.id) && (
              <option value={chosen.id}>{nameOf(chosen)}</option>
            )}
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {nameOf(member)}
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
                Retry
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
      {chosen && <MemberBoard client={client} member={chosen} />}
      {parsed && !parsed.ok && <Alert variant="danger">{parsed.error}</Alert>}
      {parsed?.ok && (
        <GridReport result={parsed}>
          <Button
            className="w-fit"
            loading={adding}
            disabled={parsed.items.length === 0}
            onClick={() => void add()}
          >
            {GRID_TEXTS.importing} ({parsed.items.length})
          </Button>
        </GridReport>
      )}
    </div>
  )
}

/**
 * The chosen member's cards as this device holds them: a member staff add cards for joins the members
 * they work with, whose boards sync to the staff device and follow every change (a card the member
 * deletes leaves this list within seconds).
 */
function MemberBoard({ client, member }: { client: SyncClient; member: MemberSummary }) {
  const cards = useLiveQuery(
    () => client.db.mirror('julboard_tasks').where('user_id').equals(member.id).sortBy('title'),
    [client, member.id],
  )
  const title = GRID_TEXTS.onBoard(nameOf(member))
  return (
    <Card as="section" aria-label={title} className="grid gap-2">
      <CardHeader className="mb-0">
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      {cards === undefined ? (
        <LoadingState label="Loading cards..." />
      ) : cards.length === 0 ? (
        <p className="text-sm text-muted-foreground">{GRID_TEXTS.emptyBoard}</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={title}>
          {cards.map((card) => (
            <li key={card.id}>
              {card.title} <span className="text-muted-foreground">· {card.status}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
