import { defineConfig } from '@playwright/test'
import shared from '../../../playwright.config.ts'

/**
 * The PWA specs start their own servers (one build after another behind one origin), so they do not
 * need the shared preview server; this config runs them alone while the rest of the tree is mid-edit:
 * `npx playwright test -c tests/e2e/pwa/playwright.config.ts`. The shared config runs them too (CI).
 */
const { webServer: _sharedPreview, ...withoutPreview } = shared

export default defineConfig({
  ...withoutPreview,
  testDir: '.',
  // Other engineers' runs empty the shared test-results/ while ours is writing to it.
  outputDir: '/tmp/jul-pwa-test-results',
  projects: [{ name: 'pwa', use: shared.projects?.[0]?.use ?? {} }],
})
