import type { ReactNode } from 'react'
import { StatusBadge } from '../../ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import type { GridParse, RejectedLine } from './grid-csv.ts'

type ParsedGrid = Extract<GridParse, { ok: true }>

const SEPARATOR_NAMES = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' } as const

/** What the file gives: the cards to add, every one of them. */
export function GridReport({ result, children }: { result: ParsedGrid; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="grid-accepted" className="grid gap-4">
      <CardHeader className="mb-0">
        <CardTitle as="h2" id="grid-accepted">
          {result.items.length} {result.items.length === 1 ? 'card' : 'cards'} ready
        </CardTitle>
        <CardDescription>Fields separated by {SEPARATOR_NAMES[result.separator]}</CardDescription>
      </CardHeader>
      <DataList label="Cards ready">
        {result.items.map(({ line, item }) => (
          <DataListItem
            key={line}
            title={item.title}
            description={item.description}
            meta={
              <>
                <span>Line {line}</span>
                {item.due_date && <span>Due {item.due_date}</span>}
                {item.labels.length > 0 && <span>{item.labels.join(', ')}</span>}
              </>
            }
            trailing={
              <>
                <StatusBadge status={item.priority} />
                <StatusBadge status={item.status} />
              </>
            }
          />
        ))}
      </DataList>
      {children}
    </Card>
  )
}

/** A refused file: nothing is added, and each line that refused it says why. */
export function GridRefusal({ rejected }: { rejected: readonly RejectedLine[] }) {
  return (
    <Card as="section" aria-labelledby="grid-rejected" className="grid gap-3">
      <CardHeader className="mb-0">
        <CardTitle as="h2" id="grid-rejected">
          Nothing was added: {rejected.length} {rejected.length === 1 ? 'line needs' : 'lines need'} fixing
        </CardTitle>
        <CardDescription>
          Correct the file and choose it again; the whole grid is added at once.
        </CardDescription>
      </CardHeader>
      <ul className="grid gap-1 text-sm" aria-label="Rejected lines">
        {rejected.map((row) => (
          <li key={`${row.line}-${row.reason}`}>
            <strong>Line {row.line}:</strong> {row.reason}
          </li>
        ))}
      </ul>
    </Card>
  )
}
