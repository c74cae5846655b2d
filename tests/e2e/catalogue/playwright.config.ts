import { defineConfig } from '@playwright/test'
import shared from '../../../playwright.config.ts'

/**
 * The catalogue specs build and serve the catalogue themselves, so they need neither the app build nor
 * the local server: `npx playwright test -c tests/e2e/catalogue/playwright.config.ts`. The shared config
 * runs them too (as the desktop project, so both find the same baselines).
 */
const { webServer: _sharedServer, ...withoutServer } = shared

export default defineConfig({
  ...withoutServer,
  testDir: '.',
  outputDir: '/tmp/jul-catalogue-test-results',
  projects: [{ name: 'desktop', use: shared.projects?.[0]?.use ?? {} }],
})
