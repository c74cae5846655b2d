import { randomUUID } from 'node:crypto'
import type { SignedIn } from '../support/session.ts'

/**
 * Hostile input: the XSS corpus and the rows that carry it. Each payload bumps `__xss`
 * when it runs (hostile-screen.ts counts). The long Cyrillic word, the right-to-left override and the
 * long address are there for the layout: nothing may grow wider than the screen.
 */
const LONG = 'Ж'.repeat(4000)
export const CORPUS = [
  '<script>window.__xss++</script>',
  '<img src="x-jul-xss" onerror="window.__xss++">',
  '"><svg onload="window.__xss++"><a href="javascript:window.__xss++">',
  '[tap me](javascript:window.__xss++) ![x](x-jul-xss" onerror="window.__xss++)',
  '<a href="javascript:window.__xss++">link</a><iframe srcdoc="<script>parent.__xss++</script>">',
  `\u202Egnp.exe ${LONG}`,
  'بسم الله <b onmouseover="window.__xss++">right to left</b> עברית',
  `https://jul.example/${'segment/'.repeat(120)}?q=${'%3Cscript%3E'.repeat(40)}`,
] as const
export const item = (i: number): string => CORPUS[i % CORPUS.length] as string

/** Addresses stored in link fields (meeting, recording, note file, attachment): none may become a link. */
const LINKS = [
  'javascript:window.__xss++',
  'data:text/html,<script>parent.__xss++</script>',
  ' JaVa\tScRiPt:window.__xss++',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss++"/>',
] as const
const link = (i: number): string => LINKS[i % LINKS.length] as string

const HOUR = 3_600_000

export interface MemberCorpus {
  pastSessionId: string
  cardId: string
}

/** Every user-content field a member writes, as that member through the API (their RLS applies). */
export async function writeMemberCorpus(member: SignedIn): Promise<MemberCorpus> {
  const c = member.client
  const own = { user_id: member.id }
  const indexes = CORPUS.map((_, i) => i)
  const cardIds = indexes.map(() => randomUUID())
  const noteIds = indexes.map(() => randomUUID())
  const [upcomingSessionId, pastSessionId] = [randomUUID(), randomUUID()]
  const contactId = randomUUID()
  const session = (id: string, start: number, i: number) => ({
    ...own,
    id,
    title: item(i),
    description: item(i + 1),
    session_type: item(i + 2),
    notes: item(i + 3),
    attendee_name: item(i + 4),
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + HOUR).toISOString(),
    status: start > Date.now() ? 'scheduled' : 'completed',
    meeting_url: link(i),
    recording_url: link(i + 1),
  })
  const steps: [string, () => PromiseLike<{ error: { message: string } | null }>][] = [
    [
      'sparks',
      () => c.from('sparks').insert(indexes.map((i) => ({ ...own, content: item(i), spark_type: 'manual' }))),
    ],
    [
      'capture_inbox',
      () =>
        c.from('capture_inbox').insert(
          indexes.map((i) => ({
            ...own,
            content: item(i),
            file_name: `${item(i + 1)}.jpg`,
            tags: [item(i + 2)],
          })),
        ),
    ],
    [
      'julboard_tasks',
      () =>
        c.from('julboard_tasks').insert(
          indexes.map((i) => ({
            ...own,
            id: cardIds[i],
            title: item(i),
            description: item(i + 3),
            labels: [item(i + 4)],
          })),
        ),
    ],
    [
      'yel_room_messages',
      () =>
        c
          .from('yel_room_messages')
          .insert(
            indexes.map((i) => ({ ...own, room_type: i % 2 === 0 ? 'julius' : 'peer', content: item(i) })),
          ),
    ],
    [
      'media_items',
      () =>
        c.from('media_items').insert(
          indexes.map((i) => ({
            ...own,
            type: 'quick_note',
            content: item(i),
            title: item(i + 1),
            tags: [item(i)],
          })),
        ),
    ],
    [
      'console_proposals',
      () =>
        c.from('console_proposals').insert(
          indexes.map((i) => ({
            ...own,
            title: item(i),
            description: item(i + 2),
            category: item(i + 3),
            attachments: [{ name: `${item(i + 4)}.pdf`, url: link(i) }],
          })),
        ),
    ],
    [
      'sessions',
      () =>
        c
          .from('sessions')
          .insert([
            session(upcomingSessionId, Date.now() + HOUR, 0),
            session(pastSessionId, Date.now() - 48 * HOUR, 1),
          ]),
    ],
    [
      'session_notes',
      () =>
        c.from('session_notes').insert(
          indexes.map((i) => ({
            ...own,
            id: noteIds[i],
            session_id: pastSessionId,
            content: item(i),
            file_name: `${item(i + 1)}.pdf`,
            file_url: link(i),
            tags: [item(i + 2)],
          })),
        ),
    ],
    [
      'board_assignments',
      () =>
        c
          .from('board_assignments')
          .insert(indexes.map((i) => ({ ...own, source_id: noteIds[i], target_id: cardIds[0] }))),
    ],
    [
      'meeting_minutes',
      () =>
        c.from('meeting_minutes').insert(
          indexes.slice(0, 3).map((i) => ({
            ...own,
            session_id: pastSessionId,
            title: item(i + 1),
            meeting_date: new Date(Date.now() - (i + 1) * HOUR).toISOString(),
            attendees: [item(i)],
            key_topics: [item(i + 1), item(i + 5)],
            decisions_made: [item(i + 2)],
            action_items: [item(i + 3)],
            deliverables_promised: [item(i + 4)],
            next_steps: [item(i + 6)],
            client_value_summary: item(i + 7),
            recording_url: link(i),
          })),
        ),
    ],
    [
      'session_recaps',
      () =>
        c.from('session_recaps').insert({
          ...own,
          session_id: pastSessionId,
          title: item(2),
          session_date: new Date(Date.now() - 48 * HOUR).toISOString(),
          summary: item(5),
          recording_url: link(3),
          action_items: CORPUS,
          key_insights: CORPUS,
        }),
    ],
    [
      'milestones',
      () =>
        c
          .from('milestones')
          .insert(indexes.map((i) => ({ ...own, title: item(i), description: item(i + 1) }))),
    ],
    [
      'jul_reflections',
      () =>
        c
          .from('jul_reflections')
          .insert(
            indexes.map((i) => ({ ...own, category: 'strategy', prompt: item(i + 1), content: item(i) })),
          ),
    ],
    [
      'crm_contacts',
      () =>
        c.from('crm_contacts').insert({
          ...own,
          id: contactId,
          email: `xss-${contactId}@test.local`,
          full_name: item(6),
          company: item(5),
        }),
    ],
    [
      'crm_interactions',
      () =>
        c.from('crm_interactions').insert(
          indexes.map((i) => ({
            ...own,
            contact_id: contactId,
            interaction_type: item(i),
            interaction_subject: item(i + 1),
            interaction_notes: item(i + 2),
            interaction_outcome: item(i + 3),
          })),
        ),
    ],
    [
      'profiles',
      () =>
        c
          .from('profiles')
          .update({ job_title: item(6), linkedin_url: link(0), company_website: link(1), phone: item(7) })
          .eq('id', member.id),
    ],
  ]
  for (const [table, write] of steps) {
    const { error } = await write()
    if (error) throw new Error(`corpus write to ${table}: ${error.message}`)
  }
  return { pastSessionId, cardId: cardIds[0] as string }
}

/** A published proposal for /p/{slug}, written by staff through the API (only staff edit them). */
export async function writePublicProposal(staff: SignedIn): Promise<{ id: string; slug: string }> {
  const slug = `xss-${randomUUID().slice(0, 8)}`
  const { data, error } = await staff.client
    .from('public_proposals')
    .insert({
      slug,
      title: item(0),
      client_name: item(6),
      client_company: item(5),
      summary: item(7),
      sections: CORPUS.map((body, i) => ({ heading: item(i + 1), body })),
      pricing: { currency: 'EUR', items: CORPUS.map((label, i) => ({ label, price: item(i + 2) })) },
      is_published: true,
      published_at: new Date().toISOString(),
      created_by: staff.id,
    })
    .select('id')
    .single()
  if (error) throw new Error(`public proposal: ${error.message}`)
  return { id: (data as { id: string }).id, slug }
}
