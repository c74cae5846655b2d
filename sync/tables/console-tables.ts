import { z } from 'zod'
import { DIRECTION, defineTable } from '../table-registry.ts'
import { bool, date, fieldClocks, int, json, text, textArr, ts, uuid, version } from './columns.ts'

// The desktop console's tables (supabase/migrations/*_console_tables.sql).

const owned = { primaryKey: 'id', owner: 'user_id', direction: DIRECTION.push } as const

export const sessions = defineTable({
  ...owned,
  name: 'sessions',
  indexes: ['[user_id+start_time]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    title: text,
    description: text.nullable(),
    session_type: text.nullable(),
    start_time: ts,
    end_time: ts.nullable(),
    status: text,
    notes: text.nullable(),
    meeting_url: text.nullable(),
    recording_url: text.nullable(),
    attendee_name: text.nullable(),
    attendee_email: text.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const sessionReports = defineTable({
  ...owned,
  name: 'session_reports',
  indexes: ['user_id', 'session_id'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    session_id: uuid.nullable(),
    title: text,
    executive_summary: text.nullable(),
    key_insights: textArr,
    action_items: textArr,
    recommendations: textArr,
    next_steps: textArr,
    attendees: textArr,
    duration: int,
    session_type: text,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const sessionRecaps = defineTable({
  ...owned,
  name: 'session_recaps',
  indexes: ['[user_id+session_date]', 'session_id'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    session_id: uuid.nullable(),
    title: text,
    session_type: text.nullable(),
    session_date: ts,
    summary: text.nullable(),
    recording_url: text.nullable(),
    action_items: textArr,
    key_insights: textArr,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const consoleProposals = defineTable({
  ...owned,
  name: 'console_proposals',
  indexes: ['[user_id+created_at]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    title: text,
    category: text.nullable(),
    status: text,
    description: text.nullable(),
    due_date: date.nullable(),
    priority: text,
    attachments: json,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const meetingMinutes = defineTable({
  ...owned,
  name: 'meeting_minutes',
  indexes: ['[user_id+meeting_date]', 'session_id'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    session_id: uuid.nullable(),
    title: text,
    meeting_date: ts,
    duration_minutes: int,
    attendees: textArr,
    key_topics: textArr,
    decisions_made: textArr,
    action_items: textArr,
    deliverables_promised: textArr,
    next_steps: textArr,
    client_value_summary: text.nullable(),
    recording_url: text.nullable(),
    status: text,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const meetingMinutesConfig = defineTable({
  ...owned,
  name: 'meeting_minutes_config',
  indexes: ['[user_id+config_type]'],
  conflictKey: 'user_id,config_type',
  schema: z.object({
    id: uuid,
    user_id: uuid,
    config_type: text,
    settings: json,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const milestones = defineTable({
  ...owned,
  name: 'milestones',
  indexes: ['[user_id+target_date]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    title: text,
    description: text.nullable(),
    progress_percentage: int,
    target_date: date.nullable(),
    status: text,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const julboardTasks = defineTable({
  ...owned,
  name: 'julboard_tasks',
  indexes: ['user_id', 'status'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    title: text,
    description: text.nullable(),
    status: text,
    priority: text,
    assigned_to: text.nullable(),
    due_date: date.nullable(),
    labels: textArr,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

/** Comments on a board card (supabase/migrations/*_julboard_card_comments.sql): the card owner's, by card. */
export const julboardCardComments = defineTable({
  ...owned,
  name: 'julboard_card_comments',
  indexes: ['[card_id+created_at]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    card_id: uuid,
    content: text,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const photoFieldNotes = defineTable({
  ...owned,
  name: 'photo_field_notes',
  indexes: ['[user_id+created_at]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    title: text,
    description: text.nullable(),
    photo_url: text.nullable(),
    location: text.nullable(),
    tags: textArr,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const crmContacts = defineTable({
  ...owned,
  name: 'crm_contacts',
  indexes: ['[user_id+email]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    email: text,
    full_name: text.nullable(),
    company: text.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const crmInteractions = defineTable({
  ...owned,
  name: 'crm_interactions',
  indexes: ['user_id', 'contact_id'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    contact_id: uuid.nullable(),
    interaction_type: text,
    interaction_subject: text.nullable(),
    interaction_notes: text.nullable(),
    interaction_outcome: text.nullable(),
    scheduled_at: ts.nullable(),
    completed_at: ts.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

/** JUL Mode reflections (supabase/migrations/*_jul_reflections.sql): the member's answers to the daily prompt. */
export const julReflections = defineTable({
  ...owned,
  name: 'jul_reflections',
  indexes: ['[user_id+created_at]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    category: text,
    prompt: text,
    content: text,
    reflection_date: date,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

/**
 * A member's published company reports (supabase/migrations/*_capital_readiness.sql): staff author
 * them and name the member; the capital readiness beta reads the report and its score over time.
 */
export const companyReports = defineTable({
  name: 'company_reports',
  primaryKey: 'id',
  indexes: ['user_id'],
  owner: 'user_id',
  direction: DIRECTION.pull,
  schema: z.object({
    id: uuid,
    user_id: uuid.nullable(),
    company_slug: text,
    report_slug: text,
    company_name: text,
    title: text,
    summary: text.nullable(),
    readiness_score: int.nullable(),
    sections: json,
    is_published: bool,
    published_at: ts.nullable(),
    created_by: uuid.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
  }),
})

/** Who gets an e-mail about the member's capital readiness report, and when. */
export const capitalReadinessWorkflows = defineTable({
  ...owned,
  name: 'capital_readiness_workflows',
  indexes: ['[user_id+created_at]'],
  // The server's: when the workflow last sent an e-mail. Optional, as rows mirrored before it existed lack it.
  readOnly: ['last_sent_at'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    name: text,
    trigger_event: text,
    recipients: textArr,
    is_active: bool,
    last_sent_at: ts.nullable().optional(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})
