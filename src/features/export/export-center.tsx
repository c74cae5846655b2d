import { useState } from 'react'
import { withoutSyncColumns } from '../../../sync/public/member-rows.ts'
import { useRecordAudit } from '../../data/audit-trail.ts'
import { ReadView } from '../../data/member-screen-gate.tsx'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { DeviceReasonError, reportWrite } from '../../data/write.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { downloadBlob } from '../../ui/download.ts'
import { Download, FileText } from '../../ui/icons.ts'
import { Progress } from '../../ui/progress.tsx'
import { type ExportRecord, exportAuditEvent } from './export-audit.ts'
import {
  EXPORT_DATASETS,
  type ExportRow,
  type ExportTable,
  exportFileName,
  jsonBundle,
  toCsv,
} from './export-format.ts'
import { type FontSlice, PDF_FONT_BASE, PDF_FONT_INDEX } from './pdf-fonts.ts'
import { pdfSummaryOf } from './pdf-summary.ts'
import { EXPORT_TEXTS } from './texts.ts'

type Rows = Record<ExportTable, ExportRow[]>

/** A font file of the build (cached by the service worker once fetched); a failure says what is missing. */
async function fetchBytes(url: string): Promise<Response> {
  const response = await fetch(url).catch(() => null)
  if (!response?.ok) throw new DeviceReasonError(EXPORT_TEXTS.pdfFontsMissing)
  return response
}

/** The PDF maker and its fonts, fetched only when a PDF is asked for. */
async function makePdf(summary: Parameters<typeof import('./export-pdf.ts').summaryPdf>[0]) {
  const [{ summaryPdf }, slices] = await Promise.all([
    import('./export-pdf.ts'),
    fetchBytes(PDF_FONT_INDEX).then((response) => response.json() as Promise<FontSlice[]>),
  ])
  return summaryPdf(
    summary,
    slices,
    async (file) => new Uint8Array(await (await fetchBytes(`${PDF_FONT_BASE}${file}`)).arrayBuffer()),
  )
}

function save(content: BlobPart, type: string, fileName: string) {
  downloadBlob(new Blob([content], { type }), fileName)
}

/** The member's own rows of every dataset, read once this device holds everything the server has. */
function useExportRows(userId: string) {
  return useMirrorRead(
    async (db) => {
      const entries = await Promise.all(
        EXPORT_DATASETS.map(async ({ table }) => {
          const own = await db
            .mirror(table)
            .filter((row) => row.user_id === userId)
            .toArray()
          return [table, own.map((row): ExportRow => withoutSyncColumns(row))] as const
        }),
      )
      return Object.fromEntries(entries) as Rows
    },
    [userId],
    // An export before the first pull would be a file missing rows the member has: always wait for it.
    { what: 'export rows', isEmpty: () => true },
  )
}

/** The member's own rows as CSV or JSON files and a PDF summary, made on this device (console and /app). */
export function ExportCenter({ member }: { member: MemberAccess }) {
  const read = useExportRows(member.userId)
  return (
    <ReadView read={read} loading={EXPORT_TEXTS.loading} failure={EXPORT_TEXTS.loadFailed}>
      {(rows) => <ExportFiles member={member} rows={rows} />}
    </ReadView>
  )
}

function ExportFiles({ member, rows }: { member: MemberAccess; rows: Rows }) {
  const [progress, setProgress] = useState<{ label: string; done: number; total: number } | null>(null)
  const recordAudit = useRecordAudit()
  const countRows = (tables: readonly ExportTable[]) =>
    tables.reduce((sum, table) => sum + rows[table].length, 0)
  // The file is made on the device, so only the device can tell the audit trail it left. The event is
  // kept on the device and sent once the backend can be reached (an export works offline); the
  // audit-log function stamps the member and address from the request.
  const run = async (record: ExportRecord, work: () => Promise<void>) => {
    const label = record.fileName
    setProgress({ label, done: 0, total: 1 })
    const landed = await reportWrite(
      { failure: EXPORT_TEXTS.failed, success: EXPORT_TEXTS.ready(label) },
      work,
    )
    setProgress(null)
    if (landed) {
      void recordAudit(exportAuditEvent(record)).catch((error: unknown) =>
        console.warn('Export not recorded in the audit trail', error),
      )
    }
  }
  const now = Date.now()
  const csv = (table: ExportTable) => {
    const fileName = exportFileName(table, 'csv', now)
    return run({ fileName, format: 'csv', tables: [table], rows: countRows([table]) }, async () => {
      const text = await toCsv(rows[table], (done, total) => setProgress({ label: fileName, done, total }))
      save(text, 'text/csv;charset=utf-8', fileName)
    })
  }
  const json = (tables: readonly ExportTable[], name: string) => {
    const fileName = exportFileName(name, 'json', now)
    return run({ fileName, format: 'json', tables, rows: countRows(tables) }, async () => {
      const datasets = Object.fromEntries(tables.map((table) => [table, rows[table]]))
      save(
        jsonBundle({ id: member.userId, email: member.email }, datasets, now),
        'application/json',
        fileName,
      )
    })
  }
  const pdf = () => {
    const fileName = exportFileName('summary', 'pdf', now)
    const tables = EXPORT_DATASETS.map((dataset) => dataset.table)
    return run({ fileName, format: 'pdf', tables, rows: countRows(tables) }, async () => {
      const bytes = await makePdf(pdfSummaryOf(member, rows, new Date(now)))
      save(new Uint8Array(bytes), 'application/pdf', fileName)
    })
  }

  return (
    <>
      <Card as="section" aria-labelledby="export-all-title">
        <CardHeader>
          <CardTitle id="export-all-title">Everything at once</CardTitle>
          <CardDescription>
            Every dataset below in one JSON file, or a branded PDF summary made on this device.
          </CardDescription>
        </CardHeader>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={progress !== null}
            onClick={() =>
              void json(
                EXPORT_DATASETS.map((entry) => entry.table),
                'export',
              )
            }
          >
            <Download aria-hidden="true" />
            Export all (JSON)
          </Button>
          <Button variant="outline" disabled={progress !== null} onClick={() => void pdf()}>
            <FileText aria-hidden="true" />
            PDF summary
          </Button>
        </div>
        {progress && (
          <Progress
            className="mt-4"
            value={progress.done}
            max={Math.max(progress.total, 1)}
            label={`Preparing ${progress.label}`}
            showLabel
          />
        )}
      </Card>
      <DataList label="Datasets">
        {EXPORT_DATASETS.map(({ table, label }) => (
          <DataListItem
            key={table}
            data-testid="dataset"
            title={label}
            meta={`${rows[table].length} rows`}
            trailing={
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={progress !== null}
                  aria-label={`${label} as CSV`}
                  onClick={() => void csv(table)}
                >
                  CSV
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={progress !== null}
                  aria-label={`${label} as JSON`}
                  onClick={() => void json([table], table)}
                >
                  JSON
                </Button>
              </div>
            }
          />
        ))}
      </DataList>
    </>
  )
}
