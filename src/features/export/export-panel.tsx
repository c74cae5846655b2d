import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Download, FileText, Lock } from '../../ui/icons.ts'
import { PageHeader } from '../../ui/layouts/console.tsx'
import { Progress } from '../../ui/progress.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import {
  EXPORT_DATASETS,
  type ExportRow,
  type ExportTable,
  exportFileName,
  jsonBundle,
  toCsv,
} from './export-format.ts'
import { EXPORT_MESSAGES } from './messages.ts'
import { type FontSlice, PDF_FONT_BASE, PDF_FONT_INDEX } from './pdf-fonts.ts'
import { pdfSummaryOf } from './pdf-summary.ts'

type Rows = Record<ExportTable, ExportRow[]>

/** A font file of the build (cached by the service worker once fetched); a failure says what is missing. */
async function fetchBytes(url: string): Promise<Response> {
  const response = await fetch(url).catch(() => null)
  if (!response?.ok) throw new Error(EXPORT_MESSAGES.pdfFontsMissing)
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
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The Export Center (001 §2, §6): Pro only; the member's own rows as CSV or JSON, and a PDF summary. */
export default function ExportPanel() {
  const { user } = useAuth()
  const client = useSyncClient()
  const access = useMemberAccess()
  const hasSynced = useHasSynced()
  const [progress, setProgress] = useState<{ label: string; done: number; total: number } | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const userId = user?.id
  const rows = useLiveQuery(async () => {
    if (!client || !userId) return undefined
    try {
      const entries = await Promise.all(
        EXPORT_DATASETS.map(async ({ table }) => {
          const own: ExportRow[] = await client.db
            .mirror(table)
            .filter((row) => row.user_id === userId)
            .toArray()
          return [table, own] as const
        }),
      )
      setFailed(false)
      return Object.fromEntries(entries) as Rows
    } catch (error) {
      console.error(EXPORT_MESSAGES.loadFailed, error)
      setFailed(true)
      return undefined
    }
  }, [client, userId, attempt])

  const header = (
    <PageHeader title="Export Center" description="Your own data from the console, as files you keep." />
  )
  if (access.status !== 'ready')
    return (
      <>
        {header}
        <LoadingState label={EXPORT_MESSAGES.loading} />
      </>
    )
  const member = access.access
  if (!member.canEditDesktop) {
    return (
      <>
        {header}
        <Alert variant="info" title={EXPORT_MESSAGES.locked}>
          <span className="inline-flex items-center gap-2">
            <Lock aria-hidden="true" className="size-4" />
            {EXPORT_MESSAGES.lockedDetail}
          </span>
        </Alert>
      </>
    )
  }
  if (failed)
    return (
      <>
        {header}
        <ErrorState title={EXPORT_MESSAGES.loadFailed} onRetry={() => setAttempt((value) => value + 1)} />
      </>
    )
  if (!rows || !hasSynced)
    return (
      <>
        {header}
        <LoadingState label={EXPORT_MESSAGES.loading} />
      </>
    )

  const run = async (label: string, work: () => Promise<void>) => {
    setProgress({ label, done: 0, total: 1 })
    try {
      await work()
      toast.success(EXPORT_MESSAGES.ready(label))
    } catch (error) {
      console.error(EXPORT_MESSAGES.failed, error)
      const missingFonts = error instanceof Error && error.message === EXPORT_MESSAGES.pdfFontsMissing
      toast.error(missingFonts ? EXPORT_MESSAGES.pdfFontsMissing : EXPORT_MESSAGES.failed)
    } finally {
      setProgress(null)
    }
  }
  const now = Date.now()
  const csv = (table: ExportTable) => {
    const fileName = exportFileName(table, 'csv', now)
    return run(fileName, async () => {
      const text = await toCsv(rows[table], (done, total) => setProgress({ label: fileName, done, total }))
      save(text, 'text/csv;charset=utf-8', fileName)
    })
  }
  const json = (tables: readonly ExportTable[], name: string) => {
    const fileName = exportFileName(name, 'json', now)
    return run(fileName, async () => {
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
    return run(fileName, async () => {
      const bytes = await makePdf(pdfSummaryOf(member, rows, new Date(now)))
      save(new Uint8Array(bytes), 'application/pdf', fileName)
    })
  }

  return (
    <>
      {header}
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
