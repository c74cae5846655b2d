import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import pkg from './package.json' with { type: 'json' }
import { pdfFonts } from './scripts/pdf-fonts-plugin.ts'
import {
  PRERENDERED_DOCUMENTS,
  withEntryAfterPaint,
  withPrerenderedRoot,
} from './src/app/prerender/document.ts'
import { publicDocuments } from './src/app/prerender/public-documents.ts'
import { LAUNCH_PATH } from './src/app/routes/launch.tsx'
import { robotsTxt, sitemapXml } from './src/content/search-files.ts'
import { structuredDataScript } from './src/content/structured-data.ts'
import { headTags, withHead } from './supabase/functions/_shared/link-preview.ts'
import { staticHostHeaders } from './supabase/local/security-headers.ts'
import { buildStamp, appVersion as versionOf } from './sw/build-stamp.ts'
import { SHARE_TARGET } from './sw/file-routes.ts'
import { SHELL_PATH } from './sw/protocol.ts'

/**
 * Installable in Chromium with its richer dialog (screenshots wide and narrow), opening in the member's
 * shell (start_url /launch picks /app or /dashboard; an open window is reused, launch_handler), with
 * shortcuts that carry icons and a share target into Quick Add (SHARE_TARGET).
 */
const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'JUL',
  short_name: 'JUL',
  description: 'Fractional leadership, investor readiness and strategic advisory for founders and investors.',
  theme_color: '#111827',
  background_color: '#111827',
  display: 'standalone',
  start_url: LAUNCH_PATH,
  scope: '/',
  launch_handler: { client_mode: ['navigate-existing', 'auto'] },
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/console-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The members’ console: sessions, board and agreements in one place',
    },
    {
      src: '/screenshots/app-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The mobile companion: your board, sparks and advisor on the phone',
    },
  ],
  share_target: {
    action: SHARE_TARGET.path,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: SHARE_TARGET.fields.title,
      text: SHARE_TARGET.fields.text,
      url: SHARE_TARGET.fields.url,
      files: [{ name: SHARE_TARGET.fields.files, accept: ['image/*', 'audio/*'] }],
    },
  },
  shortcuts: [
    {
      name: 'Console Dashboard',
      short_name: 'Dashboard',
      url: '/dashboard',
      icons: [{ src: '/shortcuts/dashboard-96x96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Mobile companion',
      short_name: 'App',
      url: '/app/home',
      icons: [{ src: '/shortcuts/app-96x96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
}

/** 000 §1's structured data in every page's HTML: crawlers read it without running the app. */
function structuredData(siteUrl: string): Plugin {
  return {
    name: 'jul-structured-data',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'application/ld+json' },
        children: structuredDataScript(siteUrl),
        injectTo: 'head',
      },
    ],
  }
}

/** sitemap.xml and robots.txt for search engines, from the route table (src/content/search-files.ts). */
function searchFiles(siteUrl: string): Plugin {
  return {
    name: 'jul-search-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
    },
  }
}

/** The static host's security headers (`dist/_headers`), naming the hosted Supabase origin when there is one. */
function securityHeaders(supabaseUrl: string | undefined): Plugin {
  return {
    name: 'jul-security-headers',
    apply: 'build',
    generateBundle() {
      const origin = supabaseUrl ? new URL(supabaseUrl).origin : null
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeaders(origin) })
    },
  }
}

/**
 * The website's first page as HTML in index.html and the mobile shell's splash in mobile-shell.html
 * (painted before any script runs, their entry evaluated only after that paint), and the empty
 * shell as shell.html for every other navigation (the service worker and the servers serve them). Every
 * other public page is written as <path>/index.html with its own head (title, description, canonical,
 * Open Graph, Twitter) and, where it renders, its HTML. Runs before vite-plugin-pwa's closeBundle, so
 * every file is precached with its own revision.
 */
function prerenderPages(stamp: string, siteUrl: string): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  return {
    name: 'jul-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const shell = await readFile(join(outDir, 'index.html'), 'utf8')
      await writeFile(join(outDir, SHELL_PATH), shell)
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/app/prerender/run.ts'],
        { cwd: root, env: { ...process.env, BUILD_STAMP: stamp }, maxBuffer: 16 * 1024 * 1024 },
      )
      const pages = JSON.parse(stdout) as Record<string, string | null>
      const heads = new Map(publicDocuments().map((page) => [page.path, headTags(page.head, siteUrl)]))
      for (const { path, file, serves } of PRERENDERED_DOCUMENTS) {
        const markup = pages[path]
        if (markup === undefined || markup === null)
          throw new Error(`the prerender returned nothing for ${path}`)
        const head = heads.get(path)
        const document = head === undefined ? shell : withHead(shell, head)
        await writeFile(
          join(outDir, file),
          withEntryAfterPaint(withPrerenderedRoot(document, serves, markup)),
        )
      }
      for (const page of publicDocuments()) {
        if (PRERENDERED_DOCUMENTS.some((done) => done.path === page.path)) continue
        const markup = pages[page.path]
        const document = withHead(shell, headTags(page.head, siteUrl))
        const html =
          markup === undefined || markup === null
            ? document
            : withEntryAfterPaint(withPrerenderedRoot(document, page.path, markup))
        await mkdir(dirname(join(outDir, page.file)), { recursive: true })
        await writeFile(join(outDir, page.file), html)
      }
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const siteUrl = process.env.SITE_URL ?? 'https://jul.example/'
  const stamp = buildStamp(process.env.BUILD_STAMP)
  const appVersion = command === 'serve' ? 'dev' : versionOf(process.env.APP_VERSION, pkg.version)
  return {
    define: {
      __BUILD_STAMP__: JSON.stringify(stamp),
      __APP_VERSION__: JSON.stringify(appVersion),
    },
    plugins: [
      react(),
      structuredData(siteUrl),
      searchFiles(siteUrl),
      securityHeaders(env.VITE_SUPABASE_URL),
      prerenderPages(stamp, siteUrl),
      pdfFonts(),
      tailwindcss(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'service-worker.ts',
        injectRegister: false,
        manifest: webAppManifest,
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        injectManifest: {
          // Every route's chunk is precached so any route opens offline after one visit. Large optional
          // assets (media, documents) stay out: they are fetched, and cached, only when used.
          globPatterns: [
            '**/*.{js,css,html,svg,png,ico,webmanifest,woff2}',
            'fonts/pdf/index.json',
            'fonts/pdf/*.woff',
          ],
          // Apple's launch images and the install dialog's screenshots are fetched when installing, online.
          // Each public page's own document (<path>/index.html) is for a first visit and crawlers; the
          // worker serves the shell to in-app visits.
          globIgnores: [
            '**/media/**',
            '**/*.{mp3,mp4,webm,wav,pdf,zip}',
            'splash/**',
            'screenshots/**',
            'og/**',
            '*/**/index.html',
            'fonts/pdf/noto-sans-sc-*',
          ],
          // A chunk over the limit is only warned about and left out; the offline e2e test checks they are all in.
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
      }),
    ],
    // The manifest lets .size-limit.ts find the home route's chunks (the JavaScript budget in npm run check).
    build: { manifest: true },
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})
