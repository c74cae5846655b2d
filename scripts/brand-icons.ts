// The images drawn from the brand mark that the asset generator does not make: the monochrome
// notification badge (Android shows only its alpha channel, in the status bar), the manifest shortcuts'
// icons and the link-preview image every public page shares (1200x630, Open Graph and Twitter).
// `npm run assets` writes them into public/; the outputs are committed.
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url))
const INK = '#111827'
const PAPER = '#f9fafb'
const RED = '#dc2626'

const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">${body}</svg>`,
  )

/** The wordmark's letters and bar in white on nothing: the badge is a silhouette. */
const BADGE = svg(`
  <text x="48" y="60" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"
    font-size="38" letter-spacing="1" fill="#fff">JUL</text>
  <rect x="24" y="68" width="48" height="6" rx="3" fill="#fff"/>`)

/** A shortcut icon: the app's dark tile with a white glyph and the brand's red bar. */
const tile = (glyph: string) =>
  svg(`<rect width="96" height="96" rx="20" fill="${INK}"/>${glyph}
    <rect x="30" y="78" width="36" height="5" rx="2.5" fill="${RED}"/>`)

const DASHBOARD = tile(`
  <g fill="none" stroke="${PAPER}" stroke-width="6" stroke-linejoin="round">
    <rect x="20" y="16" width="24" height="28" rx="4"/><rect x="52" y="16" width="24" height="16" rx="4"/>
    <rect x="20" y="52" width="24" height="16" rx="4"/><rect x="52" y="40" width="24" height="28" rx="4"/>
  </g>`)

const PHONE = tile(`
  <g fill="none" stroke="${PAPER}" stroke-width="6" stroke-linejoin="round">
    <rect x="30" y="12" width="36" height="58" rx="7"/>
  </g>
  <circle cx="48" cy="61" r="3.5" fill="${PAPER}"/>`)

/** The preview card: the wordmark on the brand ink, the promise and the tagline (000 §9). */
const SHARE =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <rect width="1200" height="630" fill="${INK}"/>
  <text x="96" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="150"
    letter-spacing="6" fill="${PAPER}">JUL</text>
  <rect x="100" y="286" width="300" height="18" rx="9" fill="${RED}"/>
  <text x="96" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="${PAPER}">Strategic advisory for founders and investors</text>
  <text x="96" y="486" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#9ca3af">Stay Aligned. Move Faster.</text>
</svg>`)

await mkdir(`${PUBLIC}shortcuts`, { recursive: true })
await mkdir(`${PUBLIC}og`, { recursive: true })
await sharp(SHARE).png({ compressionLevel: 9 }).toFile(`${PUBLIC}og/jul-share.png`)
await sharp(BADGE).png().toFile(`${PUBLIC}badge-96x96.png`)
await sharp(DASHBOARD).png().toFile(`${PUBLIC}shortcuts/dashboard-96x96.png`)
await sharp(PHONE).png().toFile(`${PUBLIC}shortcuts/app-96x96.png`)
console.log('badge, shortcut icons and the share image written to public/')
