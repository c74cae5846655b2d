import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'
import { type SortState, type SortValue, useSortedRows } from './sort-rows.ts'

export interface DataColumn<Row> {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue
  align?: 'start' | 'end'
  /** Leave the column out below 768 px, where the table would otherwise scroll sideways. */
  hideOnMobile?: boolean
  className?: string
}

interface DataTableProps<Row> {
  rows: readonly Row[]
  columns: readonly DataColumn<Row>[]
  rowKey: (row: Row) => string
  /** Names the table for screen readers (visually hidden unless showCaption). */
  caption: string
  showCaption?: boolean
  initialSort?: SortState
  /** Shown in place of the rows when there are none (an EmptyState). */
  empty?: ReactNode
  className?: string
}

/**
 * A table with sortable columns: each sortable header is a button (Enter/Space), the column says how it
 * is sorted (aria-sort). Wide tables scroll inside a focusable region, so keyboards can scroll them too.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  showCaption = false,
  initialSort,
  empty,
  className,
}: DataTableProps<Row>) {
  const sortable = Object.fromEntries(
    columns.flatMap((column) => (column.sortValue ? [[column.id, column.sortValue]] : [])),
  )
  const { sorted, sort, toggle } = useSortedRows(rows, sortable, initialSort ?? null)
  if (rows.length === 0 && empty) return <>{empty}</>
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-border bg-surface', className)}
    >
      <table className="w-full border-collapse text-sm">
        <caption className={cn('px-4 py-3 text-left font-semibold', !showCaption && 'sr-only')}>
          {caption}
        </caption>
        <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.id ? sort.direction : null
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
                  className={cn(
                    'px-4 py-2.5 font-medium whitespace-nowrap',
                    column.align === 'end' && 'text-right',
                    column.hideOnMobile && 'max-md:hidden',
                  )}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.id)}
                      className={cn(
                        '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                        active && 'text-foreground',
                      )}
                    >
                      {column.header}
                      {active === 'asc' ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : active === 'desc' ? (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-60" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border hover:bg-muted/40">
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={cn(
                    'px-4 py-3 align-middle',
                    column.align === 'end' && 'text-right tabular-nums',
                    column.hideOnMobile && 'max-md:hidden',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
