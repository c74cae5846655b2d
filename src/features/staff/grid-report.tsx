import type { ReactNode } from 'react'
import { StatusBadge } from '../../ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import type { GridParse } from './grid-csv.ts'

type ParsedGrid = Extract<GridParse, { ok: true }>

/** What the file gives: the cards to add, and every rejected line with its line number and reason. */
export function GridReport({ result, children }: { result: ParsedGrid; children: ReactNode }) {
  return (
    <>
      <Card as="section" aria-labelledby="grid-accepted" className="grid gap-4">
        <CardHeader className="mb-0">
          <CardTitle as="h2" id="grid-accepted">
            {result.items.length} {result.items.length === 1 ? 'card' : 'cards'} ready
          </CardTitle>
          {result.ignoredColumns.length > 0 && (
            <CardDescription>Ignored columns: {result.ignoredColumns.join(', ')}</CardDescription>
          )}
        </CardHeader>
        {result.items.length > 0 && (
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
        )}
        {children}
      </Card>
      <Card as="section" aria-labelledby="grid-rejected">
        <CardHeader>
          <CardTitle as="h2" id="grid-rejected">
            {result.rejected.length} rejected {result.rejected.length === 1 ? 'line' : 'lines'}
          </CardTitle>
        </CardHeader>
        {result.rejected.length > 0 && (
          <ul className="grid gap-1 text-sm" aria-label="Rejected lines">
            {result.rejected.map((row) => (
              <li key={row.line}>
                <strong>Line {row.line}:</strong> {row.reason}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
