import { z } from 'zod'
import { DIRECTION, defineTable } from '../table-registry.ts'
import { bool, date, fieldClocks, int, json, num, text, ts, uuid, version } from './columns.ts'

// Accounts, tiers and shared catalogues (supabase/migrations/*_membership_and_shared_tables.sql).

export const profiles = defineTable({
  name: 'profiles',
  primaryKey: 'id',
  indexes: [],
  owner: 'id',
  direction: DIRECTION.push,
  schema: z.object({
    id: uuid,
    first_name: text.nullable(),
    last_name: text.nullable(),
    company: text.nullable(),
    company_website: text.nullable(),
    job_title: text.nullable(),
    phone: text.nullable(),
    linkedin_url: text.nullable(),
    user_type: text,
    access_level: text.nullable(),
    email: text.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const julMemberships = defineTable({
  name: 'jul_memberships',
  primaryKey: 'id',
  indexes: ['user_id'],
  owner: 'user_id',
  direction: DIRECTION.pull,
  readOnly: ['membership_kind'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    membership_tier: text,
    membership_kind: text,
    status: text,
    card_number: text.nullable(),
    issued_date: date.nullable(),
    expiry_date: date.nullable(),
    qr_code_data: text.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
  }),
})

export const mobileSubscriptions = defineTable({
  name: 'mobile_subscriptions',
  primaryKey: 'id',
  indexes: ['user_id'],
  owner: 'user_id',
  direction: DIRECTION.pull,
  schema: z.object({
    id: uuid,
    user_id: uuid,
    tier: text,
    active: bool,
    expires_at: ts.nullable(),
    features: json,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
  }),
})

export const serviceCards = defineTable({
  name: 'service_cards',
  primaryKey: 'id',
  indexes: ['[location+section_type]', 'position_order'],
  owner: null,
  direction: DIRECTION.pull,
  schema: z.object({
    id: uuid,
    card_id: text.nullable(),
    title: text,
    subtitle: text.nullable(),
    description: text.nullable(),
    price_eur: num.nullable(),
    price_usd: num.nullable(),
    price_gbp: num.nullable(),
    price: text.nullable(),
    button_text: text,
    badge_text: text.nullable(),
    position_order: int,
    location: text,
    section_type: text,
    is_active: bool,
    cta_type: text,
    cta_config: json,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
  }),
})

export const featureFlags = defineTable({
  name: 'feature_flags',
  primaryKey: 'id',
  indexes: ['flag_key'],
  owner: null,
  direction: DIRECTION.pull,
  schema: z.object({
    id: uuid,
    flag_key: text,
    is_enabled: bool,
    rollout_percentage: int,
    description: text.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
  }),
})

export const appVersions = defineTable({
  name: 'app_versions',
  primaryKey: 'id',
  indexes: [],
  owner: null,
  direction: DIRECTION.pull,
  schema: z.object({
    id: uuid,
    version_number: text,
    features: json,
    is_active: bool,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
  }),
})

export const pushNotificationTokens = defineTable({
  name: 'push_notification_tokens',
  primaryKey: 'id',
  indexes: ['user_id'],
  owner: 'user_id',
  direction: DIRECTION.push,
  // 002 §3's upsert {user_id, device_token, platform, updated_at}, one row per device: it conflicts on
  // user_id and device_token (migration 20261204000200), not the spec's user_id and platform, which
  // let the last device to enable push replace the member's others.
  conflictKey: 'user_id,device_token',
  schema: z.object({
    id: uuid,
    user_id: uuid,
    device_token: text,
    platform: text,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const appContextLog = defineTable({
  name: 'app_context_log',
  primaryKey: 'id',
  indexes: ['[user_id+created_at]'],
  owner: 'user_id',
  direction: DIRECTION.push,
  pushOnly: true,
  schema: z.object({
    id: uuid,
    user_id: uuid,
    context_type: text,
    context_data: json,
    created_at: ts,
    updated_at: ts,
    sync_clock: fieldClocks,
  }),
})

export const contextDetectionLog = defineTable({
  name: 'context_detection_log',
  primaryKey: 'id',
  indexes: ['[user_id+created_at]'],
  owner: 'user_id',
  direction: DIRECTION.push,
  pushOnly: true,
  schema: z.object({
    id: uuid,
    user_id: uuid,
    detected_context: text,
    route_path: text.nullable(),
    context_data: json,
    detection_method: text.nullable(),
    accuracy_score: num.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_clock: fieldClocks,
  }),
})

export const userServicePurchases = defineTable({
  name: 'user_service_purchases',
  primaryKey: 'id',
  indexes: ['user_id'],
  owner: 'user_id',
  direction: DIRECTION.pull,
  schema: z.object({
    id: uuid,
    user_id: uuid,
    service_card_id: uuid.nullable(),
    amount_paid: int,
    currency: text,
    status: text,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
  }),
})

export const biometricCredentials = defineTable({
  name: 'biometric_credentials',
  primaryKey: 'id',
  indexes: ['user_id'],
  owner: 'user_id',
  direction: DIRECTION.push,
  schema: z.object({
    id: uuid,
    user_id: uuid,
    device_id: text,
    credential_id: text,
    device_name: text.nullable(),
    is_active: bool,
    last_used_at: ts.nullable(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})
