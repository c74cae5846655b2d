import type { AnonApi } from '../../data/anon-api.ts'

/**
 * Spec 000 §4.6/§7: on every website load, look for the main logo in storage bucket brand-assets,
 * folder logos; when missing, invoke upload-brand-assets-now with an empty body. Offline it is
 * skipped, and failures are only logged (a missing logo must never break the site).
 */
export const BRAND_ASSETS_BUCKET = 'brand-assets'
export const BRAND_LOGOS_FOLDER = 'logos'
/** The spec does not print the file name; this is ours (configurable here, one place). */
export const MAIN_LOGO_FILE = 'jul-logo-main.svg'
export const UPLOAD_BRAND_ASSETS_FUNCTION = 'upload-brand-assets-now'

export interface BrandAssetsBackend {
  listLogos: (search: string) => Promise<{ data: { name: string }[] | null; error: unknown }>
  invoke: (name: string) => Promise<{ error: unknown }>
}

/** The check on the backend's anonymous storage list and function calls. */
export function brandAssetsBackend(anon: AnonApi): BrandAssetsBackend {
  return {
    listLogos: async (search) => {
      const { data, error } = await anon.listFiles(BRAND_ASSETS_BUCKET, BRAND_LOGOS_FOLDER, search)
      return { data: data?.map((row) => ({ name: String(row.name) })) ?? null, error }
    },
    invoke: (name) => anon.invoke(name),
  }
}

export type BrandAssetsResult = 'offline' | 'present' | 'uploaded' | 'failed'

export async function checkBrandAssets(
  backend: BrandAssetsBackend,
  online: boolean,
  log: (...args: unknown[]) => void = console.warn,
): Promise<BrandAssetsResult> {
  if (!online) return 'offline'
  try {
    const listed = await backend.listLogos(MAIN_LOGO_FILE)
    if (listed.error) throw listed.error
    if (listed.data?.some((file) => file.name === MAIN_LOGO_FILE)) return 'present'
    const { error } = await backend.invoke(UPLOAD_BRAND_ASSETS_FUNCTION)
    if (error) throw error
    return 'uploaded'
  } catch (error) {
    log('Brand assets check failed', error)
    return 'failed'
  }
}
