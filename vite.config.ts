import { execFile } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import pkg from './package.json' with { type: 'json' }
import {
  PRERENDERED_DOCUMENTS,
  withEntryAfterPaint,
  withPrerenderedRoot,
} from './src/app/prerender/document.ts'
import { robotsTxt, sitemapXml } from './src/content/search-files.ts'
import { structuredDataScript } from './src/content/structured-data.ts'
import { staticHostHeaders } from './supabase/local/security-headers.ts'
import { buildStamp, appVersion as versionOf } from './sw/build-stamp.ts'
import { SHELL_PATH } from './sw/protocol.ts'

/** Installable in Chromium: name, icons 192 and 512 (plus maskable), start_url, standalone display. */
const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'JUL',
  short_name: 'JUL',
  description: 'Fractional leadership, investor readiness and strategic advisory for founders and investors.',
  theme_color: '#111827',
  background_color: '#111827',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Console Dashboard', short_name: 'Dashboard', url: '/dashboard' },
    { name: 'Mobile companion', short_name: 'App', url: '/app' },
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
 * (issue 18: painted before any script runs, their entry evaluated only after that paint), and the empty
 * shell as shell.html for every other navigation (the service worker and the servers serve them). Runs
 * before vite-plugin-pwa's closeBundle, so every file is precached with its own revision.
 */
function prerenderPages(stamp: string): Plugin {
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
      const pages = JSON.parse(stdout) as Record<string, string>
      for (const { path, file, serves } of PRERENDERED_DOCUMENTS) {
        const markup = pages[path]
        if (markup === undefined) throw new Error(`the prerender returned nothing for ${path}`)
        await writeFile(join(outDir, file), withEntryAfterPaint(withPrerenderedRoot(shell, serves, markup)))
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
      prerenderPages(stamp),
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
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
          globIgnores: ['**/media/**', '**/*.{mp3,mp4,webm,wav,pdf,zip}'],
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
