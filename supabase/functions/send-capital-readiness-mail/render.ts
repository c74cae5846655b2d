// The capital readiness e-mails, as plain text and HTML. Pure: the drain hands in the claimed message
// and the site's origin. Every value that comes from a member or a report (names, titles, summaries)
// is escaped in the HTML, and a subject is one line, whatever those values hold.

export const READINESS_PATH = '/app/capital-readiness'

export interface ClaimedMessage {
  id: string
  trigger_event: string
  event_key: string
  workflow_name: string
  member_name: string | null
  company_name: string | null
  report_title: string | null
  report_summary: string | null
  readiness_score: number | null
  previous_score: number | null
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
  link: string
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

/** One line, at most `max` characters: no header can be smuggled in through a title. */
const oneLine = (value: string, max = 200): string => {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

const signed = (change: number): string =>
  change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '±0'

const monthName = (key: string): string => {
  const [year, month] = key.split('-').map(Number)
  if (!year || !month) return key
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** Paragraphs of plain text; the HTML is the same paragraphs, escaped, plus the link as a button. */
interface Content {
  subject: string
  paragraphs: string[]
}

function content(message: ClaimedMessage): Content {
  const member = oneLine(message.member_name ?? '') || 'A JUL member'
  const company = oneLine(message.company_name ?? '')
  const title = oneLine(message.report_title ?? '')
  const score = message.readiness_score
  const scoreLine = score === null ? null : `Readiness score: ${score} out of 100`
  const about = company ? `${member} (${company})` : member
  switch (message.trigger_event) {
    case 'score_changed': {
      const previous = message.previous_score
      const moved =
        previous === null || score === null
          ? `${about}'s capital readiness score changed.`
          : `${about}'s capital readiness score changed from ${previous} to ${score} (${signed(score - previous)}).`
      return {
        subject: oneLine(`Capital readiness score changed: ${about}`),
        paragraphs: [moved, ...(title ? [`Report: ${title}`] : [])],
      }
    }
    case 'monthly_summary':
      return {
        subject: oneLine(`Capital readiness summary for ${monthName(message.event_key)}: ${about}`),
        paragraphs: [
          `Your monthly capital readiness summary for ${about}.`,
          ...(title ? [`Latest report: ${title}`] : []),
          ...(scoreLine ? [scoreLine] : []),
        ],
      }
    default:
      return {
        subject: oneLine(`New capital readiness report: ${about}`),
        paragraphs: [
          `${about} has a new capital readiness report.`,
          ...(title ? [`Report: ${title}`] : []),
          ...(scoreLine ? [scoreLine] : []),
          ...(message.report_summary?.trim() ? [message.report_summary.trim()] : []),
        ],
      }
  }
}

export function renderMail(message: ClaimedMessage, siteOrigin: string): RenderedMail {
  const link = `${siteOrigin.replace(/\/$/, '')}${READINESS_PATH}`
  const { subject, paragraphs } = content(message)
  const workflow = oneLine(message.workflow_name, 100)
  const footer = `You receive this e-mail through the workflow "${workflow}" in JUL.`
  const text = [...paragraphs, `Open it in JUL: ${link}`, '', footer].join('\n\n')
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">Open it in JUL</a></p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('')
  return { subject, text, html, link }
}

/** The wait before a passing failure is tried again: 1, 2, 4, 8 … minutes, at most an hour. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(60 * 2 ** Math.max(attempts - 1, 0), 3600)
