// The Supabase CLI's well-known local secret and keys: every tool written for a local Supabase
// (and the ecosystem's own tests) assumes them, so they are our defaults too. Never use in production.
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
export const DEFAULT_PORT = 54321

/** PostgREST's max-rows as configured on hosted Supabase. */
export const MAX_ROWS = 1000
/** Bodies larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
export const ACCESS_TOKEN_TTL_SECONDS = 3600
export const OTP_TTL_SECONDS = 3600
/**
 * GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL (its default): a rotated refresh token still
 * refreshes this long after its rotation, so a client that lost the answer is not signed out.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10
/** Tolerated clock difference when verifying a token's exp / iat. */
export const CLOCK_SKEW_SECONDS = 30
export const BCRYPT_COST = 10

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const
export type ApiRole = (typeof API_ROLES)[number]

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
