import { useMemo, useState } from 'react'

export type SortDirection = 'asc' | 'desc'
export type SortValue = string | number | boolean | Date | null | undefined

export interface SortState {
  key: string
  direction: SortDirection
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function rank(value: SortValue): number | string | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime()
  if (typeof value === 'boolean') return value ? 1 : 0
  return value
}

/**
 * Sorts a copy: text by locale with numbers in order ("Card 2" before "Card 10"), dates by time; empty
 * values last in both directions; ties keep their input order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  read: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, value: rank(read(row)) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index
        return a.value === null ? 1 : -1
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value))
      return order === 0 ? a.index - b.index : order * sign
    })
    .map((entry) => entry.row)
}

/** The next state when a column header is activated: a new column sorts ascending, then it flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' }
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}

/** Sorting state for a table or a list: `sorted` follows `rows` (a live query) and the chosen key. */
export function useSortedRows<Row>(
  rows: readonly Row[],
  valuesByKey: Readonly<Record<string, (row: Row) => SortValue>>,
  initial: SortState | null = null,
) {
  const [sort, setSort] = useState<SortState | null>(initial)
  const read = sort ? valuesByKey[sort.key] : undefined
  const sorted = useMemo(
    () => (sort && read ? sortRows(rows, read, sort.direction) : [...rows]),
    [rows, sort, read],
  )
  return { sorted, sort, setSort, toggle: (key: string) => setSort((current) => nextSort(current, key)) }
}
