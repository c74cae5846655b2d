import { randomUUID } from 'node:crypto'

// The designed outcome of every table x actor x operation, as data. Each cell acts on one row owned by
// the matrix "owner" (a fresh premium member), created by the service role just before the cell:
//   select: the actor reads the row by id;   insert: the actor inserts a new row owned by the owner;
//   update: the actor patches the row;        delete: the actor deletes the row.
// Outcomes are judged by what the server then holds (service role), not by status codes.

export const ACTORS = ['anon', 'owner', 'other', 'staff'] as const
export type Actor = (typeof ACTORS)[number]
export const OPS = ['select', 'insert', 'update', 'delete'] as const
export type Op = (typeof OPS)[number]

/** Letters of the allowed operations: s select, i insert, u update, d delete. */
type Allowed = '' | 's' | 'si' | 'sd' | 'sud' | 'siud' | 'siu' | 'sid' | 'i' | 'ud'
export type Row = Record<string, unknown>

export interface CaseContext {
  owner: string
  /** A session of the owner, for tables whose rows hang off a session. */
  ownerSessionId: string
  /** A board card of the owner, for tables whose rows hang off a card. */
  ownerCardId: string
}

export interface TableCase {
  table: string
  /** Column naming the owner; profiles use id. Null for shared tables. */
  ownerColumn: 'user_id' | 'id' | null
  /** A fresh row owned by ctx.owner (the id is added by the runner). */
  row: (ctx: CaseContext) => Row
  /** The column an update changes, and a value distinct per call. */
  patch: () => Row
  /** At most one row per owner: the owner's rows are cleared before each cell. */
  onePerOwner?: boolean
  /** The owner's mobile tier this table's cells need (rooms gate posting on it). */
  ownerTier?: 'premium'
  expect: Record<Actor, Allowed>
}

const OWNER_ONLY: TableCase['expect'] = { anon: '', owner: 'siud', other: '', staff: '' }
const READ_OWN: TableCase['expect'] = { anon: '', owner: 's', other: '', staff: '' }
const SHARED_READ: TableCase['expect'] = { anon: 's', owner: 's', other: 's', staff: 's' }
const STAFF_EDITS_PUBLIC: TableCase['expect'] = { anon: 's', owner: 's', other: 's', staff: 'siud' }
const NOBODY: TableCase['expect'] = { anon: '', owner: '', other: '', staff: '' }

const tag = () => `matrix-${randomUUID().slice(0, 8)}`
const text = (column: string) => () => ({ [column]: tag() })
const owned = (ctx: CaseContext, extra: Row): Row => ({ user_id: ctx.owner, ...extra })

function ownedTable(table: string, row: (ctx: CaseContext) => Row, patchColumn: string): TableCase {
  return { table, ownerColumn: 'user_id', row, patch: text(patchColumn), expect: OWNER_ONLY }
}

export const TABLE_CASES: TableCase[] = [
  ownedTable(
    'push_notification_tokens',
    (c) => owned(c, { device_token: tag(), platform: tag() }),
    'device_token',
  ),
  ownedTable('app_context_log', (c) => owned(c, { context_type: 'home', context_data: {} }), 'context_type'),
  ownedTable(
    'context_detection_log',
    (c) => owned(c, { detected_context: 'home', accuracy_score: 0.7 }),
    'route_path',
  ),
  // Writing a proposal or minutes needs board edit rights (premium+ or Desktop Pro).
  {
    ...ownedTable('console_proposals', (c) => owned(c, { title: tag(), status: 'draft' }), 'title'),
    ownerTier: 'premium',
  },
  ownedTable('meeting_minutes_config', (c) => owned(c, { config_type: tag(), settings: {} }), 'config_type'),
  ownedTable('milestones', (c) => owned(c, { title: tag() }), 'title'),
  {
    // Staff read every board and add cards to members' boards (grid upload); members keep editing their
    // own, and adding one needs board edit rights (premium+ or Desktop Pro).
    ...ownedTable('julboard_tasks', (c) => owned(c, { title: tag(), labels: ['a'] }), 'title'),
    expect: { anon: '', owner: 'siud', other: '', staff: 'si' },
    ownerTier: 'premium',
  },
  {
    // Writing a comment needs board edit rights (premium+); the card must be the owner's own.
    ...ownedTable(
      'julboard_card_comments',
      (c) => owned(c, { card_id: c.ownerCardId, content: tag() }),
      'content',
    ),
    ownerTier: 'premium',
  },
  ownedTable(
    'jul_reflections',
    (c) => owned(c, { category: 'strategy', prompt: tag(), content: tag() }),
    'content',
  ),
  ownedTable(
    'capital_readiness_workflows',
    (c) => owned(c, { name: tag(), trigger_event: 'report_published', recipients: ['investor@example.org'] }),
    'name',
  ),
  ownedTable('photo_field_notes', (c) => owned(c, { title: tag(), tags: ['x'] }), 'title'),
  ownedTable('crm_contacts', (c) => owned(c, { email: `${tag()}@example.com` }), 'full_name'),
  ownedTable('crm_interactions', (c) => owned(c, { interaction_type: 'Call' }), 'interaction_subject'),
  ownedTable(
    'biometric_credentials',
    (c) => owned(c, { device_id: tag(), credential_id: tag() }),
    'device_name',
  ),
  ownedTable('capture_inbox', (c) => owned(c, { content: tag(), content_type: 'text' }), 'content'),
  ownedTable(
    'board_assignments',
    (c) => owned(c, { source_id: randomUUID(), target_id: randomUUID() }),
    'source_type',
  ),
  ownedTable('media_items', (c) => owned(c, { type: 'quick_note', content: tag() }), 'title'),
  ownedTable('sparks', (c) => owned(c, { content: tag() }), 'content'),
  ownedTable('session_reports', (c) => owned(c, { session_id: c.ownerSessionId, title: tag() }), 'title'),
  ownedTable(
    'session_recaps',
    (c) => owned(c, { session_id: c.ownerSessionId, title: tag(), session_date: new Date().toISOString() }),
    'title',
  ),
  {
    ...ownedTable(
      'meeting_minutes',
      (c) => owned(c, { session_id: c.ownerSessionId, title: tag(), meeting_date: new Date().toISOString() }),
      'title',
    ),
    ownerTier: 'premium',
  },
  ownedTable('session_notes', (c) => owned(c, { session_id: c.ownerSessionId, content: tag() }), 'content'),
  {
    table: 'user_spark_notifications',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { unread_count: 3 }),
    patch: () => ({ unread_count: 10 + Math.floor(Math.random() * 80) }),
    onePerOwner: true,
    expect: OWNER_ONLY,
  },
  {
    table: 'sessions',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { title: tag(), start_time: new Date(Date.now() + 86_400_000).toISOString() }),
    patch: text('title'),
    // Staff change status and delete any session (001 §6), but never book one in a member's name.
    expect: { anon: '', owner: 'siud', other: '', staff: 'sud' },
  },
  {
    table: 'profiles',
    ownerColumn: 'id',
    row: (c) => ({ id: c.owner, first_name: tag(), user_type: 'founder' }),
    patch: text('first_name'),
    onePerOwner: true,
    // Staff read every profile to target advisor messages (001 §6).
    expect: { anon: '', owner: 'siud', other: '', staff: 's' },
  },
  {
    table: 'jul_memberships',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { membership_tier: 'standard', card_number: tag() }),
    patch: text('card_number'),
    onePerOwner: true,
    expect: READ_OWN,
  },
  {
    table: 'mobile_subscriptions',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { tier: 'premium' }),
    patch: () => ({ tier: 'pro' }),
    onePerOwner: true,
    expect: READ_OWN,
  },
  {
    table: 'user_service_purchases',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { amount_paid: 49_500 }),
    patch: () => ({ amount_paid: 1 + Math.floor(Math.random() * 1_000_000) }),
    expect: READ_OWN,
  },
  {
    table: 'yel_room_messages',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { room_type: 'julius', content: tag() }),
    patch: text('content'),
    ownerTier: 'premium',
    // julius is readable by every member; only the author edits; staff moderate by deleting.
    expect: { anon: '', owner: 'siud', other: 's', staff: 'sd' },
  },
  {
    table: 'sync_tombstones',
    ownerColumn: 'user_id',
    // A tombstone of the owner's own scope: their devices read it (staff ones only for members of
    // their caseload, tests/backend/sync/scopes.test.ts).
    row: (c) => owned(c, { table_name: 'sparks', row_id: randomUUID(), scope: `user:${c.owner}` }),
    patch: text('table_name'),
    expect: READ_OWN,
  },
  {
    table: 'audit_events',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { event_type: 'user_action', action: tag() }),
    patch: text('action'),
    // Members append their own events; only staff read the trail; nobody rewrites it.
    expect: { anon: '', owner: 'i', other: '', staff: 's' },
  },
  {
    table: 'form_submissions',
    ownerColumn: 'user_id',
    row: (c) => owned(c, { form_type: 'contact', email: 'visitor@example.org', payload: { message: tag() } }),
    patch: text('name'),
    expect: { anon: '', owner: 'si', other: '', staff: 'sud' },
  },
  {
    table: 'service_cards',
    ownerColumn: null,
    row: () => ({ title: tag(), is_active: true }),
    patch: text('title'),
    expect: SHARED_READ,
  },
  {
    table: 'feature_flags',
    ownerColumn: null,
    row: () => ({ flag_key: tag(), is_enabled: true, rollout_percentage: 50 }),
    patch: text('description'),
    expect: SHARED_READ,
  },
  {
    table: 'app_versions',
    ownerColumn: null,
    row: () => ({ version_number: tag(), is_active: false }),
    patch: text('version_number'),
    expect: SHARED_READ,
  },
  {
    table: 'public_proposals',
    ownerColumn: null,
    row: () => ({ slug: tag(), title: tag(), is_published: true }),
    patch: text('title'),
    expect: STAFF_EDITS_PUBLIC,
  },
  {
    table: 'company_reports',
    ownerColumn: null,
    row: () => ({
      company_slug: tag(),
      report_slug: tag(),
      company_name: 'Acme',
      title: tag(),
      is_published: true,
    }),
    patch: text('title'),
    expect: STAFF_EDITS_PUBLIC,
  },
  {
    // A member's draft report: staff prepare it; the member reads it only once published (row above).
    table: 'company_reports',
    ownerColumn: 'user_id',
    row: (c) =>
      owned(c, {
        company_slug: tag(),
        report_slug: tag(),
        company_name: 'Acme',
        title: tag(),
        is_published: false,
      }),
    patch: text('title'),
    expect: { anon: '', owner: '', other: '', staff: 'siud' },
  },
  {
    table: 'staff_rules',
    ownerColumn: null,
    row: () => ({ rule_type: 'email', value: `${tag()}@example.net` }),
    patch: text('label'),
    expect: NOBODY,
  },
]

export const allows = (c: TableCase, actor: Actor, op: Op): boolean => c.expect[actor].includes(op[0] ?? '?')
