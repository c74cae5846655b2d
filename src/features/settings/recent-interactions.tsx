import { useAuth } from '../../data/auth.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { Badge } from '../../ui/badge.tsx'
import { SETTINGS_TEXTS } from './texts.ts'
import { useCrmOutbox } from './use-crm-outbox.ts'

export const RECENT_INTERACTIONS = 5

interface Line {
  id: string
  type: string
  subject: string | null
  email: string | null
  at: string | null
  waiting: boolean
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : ''

/** The latest logged interactions from the mirror, after the ones still waiting on this device. */
export function RecentInteractions() {
  const userId = useAuth().user?.id ?? ''
  const { entries } = useCrmOutbox()
  const read = useMirrorRead(
    async (db) => {
      const [rows, contacts] = await Promise.all([
        db.mirror('crm_interactions').where('user_id').equals(userId).toArray(),
        db
          .mirror('crm_contacts')
          .where('[user_id+email]')
          .between([userId, ''], [userId, '\uffff'])
          .toArray(),
      ])
      const emails = new Map(contacts.map((contact) => [contact.id, contact.email]))
      return rows
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, RECENT_INTERACTIONS)
        .map(
          (row): Line => ({
            id: row.id,
            type: row.interaction_type,
            subject: row.interaction_subject,
            email: row.contact_id ? (emails.get(row.contact_id) ?? null) : null,
            at: row.scheduled_at ?? row.created_at,
            waiting: false,
          }),
        )
    },
    [userId],
    { what: 'recent interactions', isEmpty: () => false },
  )
  const stored = read.status === 'ready' ? read.data : []

  const waiting = entries.flatMap((entry): Line[] =>
    entry.record.record_type === 'Interaction' && entry.failed === null
      ? [
          {
            id: entry.id,
            type: entry.record.data.interaction_type ?? '',
            subject: entry.record.data.interaction_subject ?? null,
            email: entry.record.data.contact_email ?? null,
            at: entry.record.data.scheduled_at ?? null,
            waiting: true,
          },
        ]
      : [],
  )
  const lines = [...waiting, ...stored].slice(0, RECENT_INTERACTIONS)

  return (
    <section aria-labelledby="recent-interactions" className="grid gap-2">
      <h3 id="recent-interactions" className="font-semibold text-base">
        {SETTINGS_TEXTS.recentInteractions}
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SETTINGS_TEXTS.noInteractions}</p>
      ) : (
        <ul className="grid gap-2">
          {lines.map((line) => (
            <li key={line.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="info">{line.type}</Badge>
                <span className="font-medium">{line.subject || line.email}</span>
                {line.waiting && <Badge variant="warning">{SETTINGS_TEXTS.crmWaiting}</Badge>}
              </div>
              <p className="text-muted-foreground">
                {line.email} · {when(line.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
