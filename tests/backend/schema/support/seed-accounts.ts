// The seed's fixed accounts (supabase/seed/001_staff_rules_and_accounts.sql). Password for all.
export const SEED_PASSWORD = 'Jul-demo-2026!'

export const SEED_ACCOUNTS = {
  demo: { id: '11111111-1111-4111-8111-111111111111', email: 'demo@example.com' },
  staff: { id: '22222222-2222-4222-8222-222222222222', email: 'staff@jul.example' },
  founderStandard: { id: '33333333-3333-4333-8333-333333333333', email: 'founder.standard@example.com' },
  founderPro: { id: '44444444-4444-4444-8444-444444444444', email: 'founder.pro@example.com' },
  investor: { id: '55555555-5555-4555-8555-555555555555', email: 'investor@example.com' },
  newcomer: { id: '66666666-6666-4666-8666-666666666666', email: 'newcomer@example.com' },
} as const

export type SeedAccount = keyof typeof SEED_ACCOUNTS
