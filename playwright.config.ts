import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './tests/chromium.ts'

// Fixed ports sit below Linux's ephemeral range (32768–60999): a port in it can be taken by any
// outgoing connection at the moment a test binds (CI once met EADDRINUSE on 55464).
const port = Number(process.env.E2E_PORT ?? 31329)
const PWA_SPECS = /\/e2e\/pwa\/.*\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  // Two spec files at a time: a run spends most of its time waiting on the app's timers, the network
  // and the server, not on the CPU. Tests inside a file stay in order, and every file that writes owns
  // its rows (its own members), so two files never meet on the shared server.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  // One baseline per name, Chromium on Linux only (the catalogue's screenshots, tests/e2e/catalogue).
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/\.mobile\.spec\.ts$/, PWA_SPECS],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts$/ },
    // The PWA specs build into one shared folder and serve it on fixed ports: one at a time.
    { name: 'pwa', use: { ...devices['Desktop Chrome'] }, testMatch: PWA_SPECS, workers: 1 },
  ],
  // The built app and the local Supabase on one origin, over an in-memory database (every run
  // starts from the migrations and the seed).
  webServer: {
    command: 'npx vite build && npx tsx supabase/local/main.ts',
    url: `http://127.0.0.1:${port}/health`,
    env: { PORT: String(port), DATA_DIR: ':memory:', LOG_LEVEL: 'warn' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
