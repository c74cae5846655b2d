import { expect, type Page } from '@playwright/test'

/**
 * Hostile input: the page-level trap and what a screen is checked for. Each payload of
 * hostile-corpus.ts bumps `__xss` when it runs; a script the CSP blocked counts too (it would have
 * run without the policy).
 */

/** Installs the trap before any page of the target loads; dialogs a payload opens are dismissed. */
export async function trap(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: number; __blocked: string[] }
    w.__xss = 0
    w.__blocked = []
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src'))
        w.__blocked.push(event.sample || event.blockedURI)
    })
  })
  page.on('dialog', (dialog) => void dialog.dismiss())
}

/** Waits until the screen has left every loading state (skeletons and lazy-chunk fallbacks). */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], .loading-fallback')).toHaveCount(0, { timeout: 30_000 })
}

export type Findings = { scripts: string[]; layout: string[]; screens: string[] }

export const findings = (): Findings => ({ scripts: [], layout: [], screens: [] })

/** Records what ran, what the CSP stopped, payload elements, script links, and overflow past the screen. */
export async function inspect(page: Page, screen: string, into: Findings): Promise<void> {
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __xss: number; __blocked: string[] }
    const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1
    const describe = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`
    return {
      ran: w.__xss,
      blocked: w.__blocked,
      planted: document.querySelectorAll(
        'img[src="x-jul-xss"], svg[onload], iframe, object, embed, [onmouseover]',
      ).length,
      // A link that would run or render a document when tapped; the grid page's own CSV template
      // is a download, not a navigation.
      scriptLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[href]:not([download])')]
        .filter((a) => !['http:', 'https:', 'mailto:', 'tel:'].includes(a.protocol))
        .map((a) => a.getAttribute('href')?.slice(0, 40) ?? ''),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      // The innermost elements reaching past the screen's edge: where the layout broke.
      wide: [...document.body.querySelectorAll('*')]
        .filter((el) => past(el) && ![...el.children].some(past))
        .slice(0, 3)
        .map(describe),
    }
  })
  into.screens.push(screen)
  if (seen.ran > 0) into.scripts.push(`${screen}: ${seen.ran} payloads ran`)
  if (seen.blocked.length > 0) into.scripts.push(`${screen}: CSP blocked ${seen.blocked.join(' | ')}`)
  if (seen.planted > 0) into.scripts.push(`${screen}: ${seen.planted} payload elements in the DOM`)
  if (seen.scriptLinks.length > 0) into.scripts.push(`${screen}: links to ${seen.scriptLinks.join(' | ')}`)
  if (seen.overflow > 1)
    into.layout.push(`${screen}: ${seen.overflow}px wider than the screen at ${seen.wide.join(', ')}`)
}
