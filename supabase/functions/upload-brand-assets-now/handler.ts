import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError } from '../_shared/http.ts'
import { serviceClient } from '../_shared/project-client.ts'

// Spec 000 §4.6/§7: the website looks for the main logo in brand-assets/logos on every load and calls
// this when it is missing. The logo is the app's own mark as SVG (the same drawing as
// public/favicon.svg), uploaded with upsert so two visitors racing each other both succeed.

export const MAIN_LOGO_PATH = 'logos/jul-logo-main.svg'

export const MAIN_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="JUL">
  <title>JUL</title>
  <rect width="512" height="512" rx="96" fill="#111827"/>
  <text x="256" y="318" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-weight="700" font-size="184" letter-spacing="6" fill="#f9fafb">JUL</text>
  <rect x="136" y="352" width="240" height="20" rx="10" fill="#dc2626"/>
</svg>
`

export default defineFunction('upload-brand-assets-now', ['POST'], async ({ env, log }) => {
  const uploaded = await serviceClient(env)
    .storage.from('brand-assets')
    .upload(MAIN_LOGO_PATH, MAIN_LOGO_SVG, { contentType: 'image/svg+xml', upsert: true })
  if (uploaded.error) {
    log.upload_error = uploaded.error.message
    throw new FunctionError(502, 'The brand logo could not be uploaded')
  }
  return jsonResponse({ uploaded: [MAIN_LOGO_PATH] })
})
