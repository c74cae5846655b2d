import { type CompanyReport, companyReportFrom } from '../../lib/company-report.ts'
import { FORM_MESSAGES, validateForm } from '../../lib/validation/form-check.ts'
import { isValidEmail } from '../../lib/validation/validators.ts'
import { TRIGGER_LABELS } from './texts.ts'

/**
 * The member's published reports, oldest first: the newest is "the report", all of them with a score
 * are the score over time. Rows that cannot be read are left out rather than breaking the screen.
 */
export function memberReports(rows: readonly Readonly<Record<string, unknown>>[]): CompanyReport[] {
  return rows
    .filter((row) => row.is_published === true)
    .flatMap((row) => companyReportFrom(row) ?? [])
    .filter((report) => report.publishedAt !== null)
    .sort(
      (a, b) => Date.parse(a.publishedAt ?? '') - Date.parse(b.publishedAt ?? '') || a.id.localeCompare(b.id),
    )
}

export interface ScorePoint {
  reportId: string
  title: string
  publishedAt: string
  score: number
  /** Against the previous scored report; null for the first. */
  change: number | null
}

/** The readiness score over time: one point per scored report, oldest first, with its change. */
export function scoreSeries(reports: readonly CompanyReport[]): ScorePoint[] {
  const points: ScorePoint[] = []
  for (const report of reports) {
    if (report.readinessScore === null || report.publishedAt === null) continue
    const previous = points.at(-1)
    points.push({
      reportId: report.id,
      title: report.title,
      publishedAt: report.publishedAt,
      score: report.readinessScore,
      change: previous ? report.readinessScore - previous.score : null,
    })
  }
  return points
}

export interface AreaChange {
  heading: string
  score: number
  /** Null when the previous report did not score this area. */
  change: number | null
}

/** Each scored area of the latest report against the same area (by heading) in the one before. */
export function areaChanges(latest: CompanyReport, previous: CompanyReport | undefined): AreaChange[] {
  const before = new Map(
    (previous?.sections ?? []).flatMap((section) =>
      section.score === null ? [] : [[section.heading.toLowerCase(), section.score] as const],
    ),
  )
  return latest.sections.flatMap((section) => {
    if (section.score === null) return []
    const old = before.get(section.heading.toLowerCase())
    return [
      {
        heading: section.heading,
        score: section.score,
        change: old === undefined ? null : section.score - old,
      },
    ]
  })
}

/** '+6', '−4', '±0': a change of score as the screens print it. */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}`
  if (change < 0) return `−${Math.abs(change)}`
  return '±0'
}

export type TriggerEvent = keyof typeof TRIGGER_LABELS
export const TRIGGER_EVENTS = Object.keys(TRIGGER_LABELS) as TriggerEvent[]
export const WORKFLOW_NAME_MAX = 100
export const WORKFLOW_RECIPIENTS_MAX = 10

export interface WorkflowInput {
  name: string
  trigger: string
  recipients: string
}

export type WorkflowCheck =
  | { valid: true; workflow: { name: string; trigger_event: TriggerEvent; recipients: string[] } }
  | { valid: false; errors: Partial<Record<keyof WorkflowInput, string>> }

/** The addresses typed into the recipients box: commas, semicolons, spaces or new lines between them. */
export function recipientList(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))]
}

const isTrigger = (value: string): value is TriggerEvent => (TRIGGER_EVENTS as string[]).includes(value)

/**
 * A new workflow checked with 000 §5's form check and messages ('Name is required', 'Recipients must be
 * a valid email', 'Recipients length is invalid' past ten addresses), the same limits as the table.
 */
export function checkWorkflow(input: WorkflowInput): WorkflowCheck {
  const recipients = recipientList(input.recipients)
  const { errors } = validateForm<keyof WorkflowInput>(input, {
    name: { label: 'Name', required: true, maxLength: WORKFLOW_NAME_MAX },
    trigger: { label: 'When', required: true, validate: isTrigger },
    recipients: { label: 'Recipients', required: true },
  })
  if (!errors.recipients && recipients.length > 0) {
    if (!recipients.every(isValidEmail)) errors.recipients = `Recipients ${FORM_MESSAGES.email}`
    else if (recipients.length > WORKFLOW_RECIPIENTS_MAX)
      errors.recipients = `Recipients ${FORM_MESSAGES.length}`
  }
  if (Object.keys(errors).length > 0 || !isTrigger(input.trigger)) return { valid: false, errors }
  return { valid: true, workflow: { name: input.name.trim(), trigger_event: input.trigger, recipients } }
}
