/// <reference types="vite/client" />

declare const __BUILD_STAMP__: string
declare const __APP_VERSION__: string

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  /** Host of the separate brand domain that redirects to /juliverse (000 §2.1). */
  readonly VITE_BRAND_HOST?: string
  /** Company domain whose addresses are staff (000 §6); default jul.example. */
  readonly VITE_STAFF_DOMAIN?: string
  /** Comma-separated named staff, demo and info accounts (000 §6). */
  readonly VITE_STAFF_EMAILS?: string
}
