/** Ids the fixtures point at: the owner of the rows, one of their sessions and contacts. */
export type FixtureIds = { owner: string; session: string; contact: string; tag: string }

/**
 * How the matrix writes one row of each realtime-published table, as the service role (a checkout, a
 * staff tool or another device would): `insert` values, then `update` values, then a delete. Tables
 * whose row exists once per member (`perMember`) are updated on the owner's own row instead.
 * `sync_tombstones` is written by the delete triggers themselves.
 */
export type TableFixture =
  | { kind: 'row'; insert: (ids: FixtureIds) => Record<string, unknown>; update: Record<string, unknown> }
  | { kind: 'perMember'; key: string; update: (ids: FixtureIds) => Record<string, unknown> }
  | { kind: 'sideEffect' }

const owned = (values: Record<string, unknown>) => (ids: FixtureIds) => ({ user_id: ids.owner, ...values })

export const FIXTURES: Record<string, TableFixture> = {
  sync_tombstones: { kind: 'sideEffect' },
  profiles: { kind: 'perMember', key: 'id', update: (ids) => ({ company: `Matrix ${ids.tag}` }) },
  mobile_subscriptions: { kind: 'perMember', key: 'user_id', update: () => ({ features: { matrix: true } }) },
  jul_memberships: {
    kind: 'row',
    insert: owned({ membership_tier: 'standard', card_number: 'JUL-STD-00000001' }),
    update: { status: 'inactive' },
  },
  user_service_purchases: {
    kind: 'row',
    insert: owned({ amount_paid: 49500 }),
    update: { status: 'refunded' },
  },
  service_cards: {
    kind: 'row',
    insert: (ids) => ({ title: `Matrix card ${ids.tag}`, is_active: true, position_order: 999 }),
    update: { subtitle: 'updated' },
  },
  feature_flags: {
    kind: 'row',
    insert: (ids) => ({ flag_key: `matrix_${ids.tag}`, is_enabled: false }),
    update: { rollout_percentage: 5 },
  },
  app_versions: {
    kind: 'row',
    insert: (ids) => ({ version_number: `matrix-${ids.tag}`, is_active: false }),
    update: { features: { matrix: true } },
  },
  push_notification_tokens: {
    kind: 'row',
    insert: owned({ device_token: 'matrix-token', platform: 'web' }),
    update: { device_token: 'matrix-token-2' },
  },
  app_context_log: {
    kind: 'row',
    insert: owned({ context_type: 'home' }),
    update: { context_data: { n: 2 } },
  },
  context_detection_log: {
    kind: 'row',
    insert: owned({ detected_context: 'home' }),
    update: { detected_context: 'media_library' },
  },
  sessions: {
    kind: 'row',
    insert: owned({ title: 'Matrix session', start_time: '2026-11-01T10:00:00Z' }),
    update: { title: 'Matrix session (moved)' },
  },
  session_reports: {
    kind: 'row',
    insert: owned({ title: 'Matrix report' }),
    update: { title: 'Matrix report 2' },
  },
  session_recaps: {
    kind: 'row',
    insert: owned({ title: 'Matrix recap', session_date: '2026-11-01' }),
    update: { title: 'Matrix recap 2' },
  },
  console_proposals: {
    kind: 'row',
    insert: owned({ title: 'Matrix proposal' }),
    update: { status: 'pending' },
  },
  meeting_minutes: {
    kind: 'row',
    insert: owned({ title: 'Matrix minutes', meeting_date: '2026-11-01' }),
    update: { title: 'Matrix minutes 2' },
  },
  meeting_minutes_config: {
    kind: 'row',
    insert: owned({ config_type: 'matrix' }),
    update: { settings: { matrix: true } },
  },
  milestones: {
    kind: 'row',
    insert: owned({ title: 'Matrix milestone' }),
    update: { progress_percentage: 50 },
  },
  julboard_tasks: { kind: 'row', insert: owned({ title: 'Matrix card' }), update: { status: 'in_progress' } },
  photo_field_notes: {
    kind: 'row',
    insert: owned({ title: 'Matrix photo' }),
    update: { title: 'Matrix photo 2' },
  },
  crm_contacts: {
    kind: 'row',
    insert: (ids) => ({ user_id: ids.owner, email: `matrix-${ids.tag}@example.com` }),
    update: { company: 'Matrix Ltd' },
  },
  crm_interactions: {
    kind: 'row',
    insert: (ids) => ({ user_id: ids.owner, contact_id: ids.contact, interaction_type: 'call' }),
    update: { interaction_type: 'email' },
  },
  biometric_credentials: {
    kind: 'row',
    insert: (ids) => ({
      user_id: ids.owner,
      credential_id: `matrix-${ids.tag}`,
      device_id: `device-${ids.tag}`,
    }),
    update: { device_name: 'Matrix phone' },
  },
  capture_inbox: {
    kind: 'row',
    insert: owned({ content: 'Matrix capture' }),
    update: { status: 'archived' },
  },
  session_notes: {
    kind: 'row',
    insert: (ids) => ({ user_id: ids.owner, session_id: ids.session, content: 'Matrix note' }),
    update: { content: 'Matrix note 2' },
  },
  board_assignments: {
    kind: 'row',
    insert: (ids) => ({ user_id: ids.owner, source_id: ids.session, target_id: ids.contact }),
    update: { assignment_context: { matrix: true } },
  },
  media_items: {
    kind: 'row',
    insert: owned({ type: 'quick_note', content: 'Matrix' }),
    update: { title: 'Matrix' },
  },
  yel_room_messages: {
    kind: 'row',
    insert: owned({ room_type: 'peer', content: 'Matrix message' }),
    update: { content: 'Matrix message (edited)' },
  },
  sparks: { kind: 'row', insert: owned({ content: 'Matrix spark' }), update: { is_favorited: true } },
  jul_reflections: {
    kind: 'row',
    insert: owned({
      category: 'strategy',
      prompt: 'What matters most this week?',
      content: 'Matrix reflection',
    }),
    update: { content: 'Matrix reflection, revised' },
  },
  user_spark_notifications: { kind: 'perMember', key: 'user_id', update: () => ({ unread_count: 0 }) },
}
