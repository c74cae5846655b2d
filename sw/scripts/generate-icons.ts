/**
 * Renders the logo to the PNG icons the manifest lists. Run once after changing the logo and commit
 * the output: `npx tsx sw/scripts/generate-icons.ts` (uses Debian Chromium, no download).
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'

const PUBLIC_DIR = resolve(import.meta.dirname, '../../public')
const BRAND = { background: '#111827', foreground: '#f9fafb', accent: '#dc2626' } as const

/** `scale` shrinks the mark for maskable icons, whose outer 20% may be cropped by the launcher. */
function logo(scale: number, rounded: boolean): string {
  const radius = rounded ? 96 : 0
  const inner = (512 * (1 - scale)) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="JUL">
  <title>JUL</title>
  <rect width="512" height="512" rx="${radius}" fill="${BRAND.background}"/>
  <g transform="translate(${inner} ${inner}) scale(${scale})">
    <text x="256" y="318" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-weight="700" font-size="184" letter-spacing="6" fill="${BRAND.foreground}">JUL</text>
    <rect x="136" y="352" width="240" height="20" rx="10" fill="${BRAND.accent}"/>
  </g>
</svg>`
}

const OUTPUTS = [
  { file: 'pwa-192x192.png', size: 192, svg: logo(1, true) },
  { file: 'pwa-512x512.png', size: 512, svg: logo(1, true) },
  { file: 'maskable-512x512.png', size: 512, svg: logo(0.7, false) },
  { file: 'apple-touch-icon.png', size: 180, svg: logo(0.85, false) },
] as const

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  for (const { file, size, svg } of OUTPUTS) {
    await page.setViewportSize({ width: size, height: size })
    const sized = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`)
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`)
    await page.screenshot({ path: join(PUBLIC_DIR, file), omitBackground: true })
  }
  writeFileSync(join(PUBLIC_DIR, 'favicon.svg'), `${logo(1, true)}\n`)
} finally {
  await browser.close()
}
