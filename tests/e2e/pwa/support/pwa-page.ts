import { expect, type Page } from '@playwright/test'

/** Page model for what the service worker and the start-up leave behind in the browser. */
export class PwaPage {
  constructor(private readonly page: Page) {}

  /** Resolves once a worker is active: its install step (the whole precache) has completed. */
  async waitForActiveWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
  }

  /** Waits until the start-up (VIP clean-up, build-stamp check) has run and stamped the document. */
  async buildStamp(): Promise<string> {
    await expect(this.page.locator('html[data-build-stamp]')).toHaveCount(1)
    return (await this.page.locator('html').getAttribute('data-build-stamp')) ?? ''
  }

  registrations(): Promise<number> {
    return this.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
  }

  cacheNames(): Promise<string[]> {
    return this.page.evaluate(() => caches.keys())
  }

  cachedPaths(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const paths: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
      }
      return paths
    })
  }

  /** The app rendered its own DOM: the root has content and no loading or crash screen is left. */
  async expectAppRendered(): Promise<void> {
    expect(this.page.url()).not.toMatch(/^chrome-error:/)
    await expect(this.page.locator('#root > *').first()).toBeVisible()
    await expect(this.page.locator('#root .loading-fallback')).toHaveCount(0)
    await expect(this.page.getByText('App Error Detected')).toHaveCount(0)
    await expect(this.page.getByText('Application Error')).toHaveCount(0)
  }
}
