import { describe, expect, it } from 'vitest'
import {
  AFTER_PAINT_LOADER,
  PRERENDERED_DOCUMENTS,
  servesPath,
  withEntryAfterPaint,
  withPrerenderedRoot,
} from '../../../src/app/prerender/document.ts'

const SHELL =
  '<!doctype html><html><head><title>JUL</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>'

describe('withPrerenderedRoot', () => {
  it('puts the markup in the root and marks the address it was rendered for', () => {
    const html = withPrerenderedRoot(SHELL, '/', '<main><h1>Hello</h1></main>')
    expect(html).toBe(
      '<!doctype html><html><head><title>JUL</title></head><body><div id="root" data-prerendered="/"><main><h1>Hello</h1></main></div><script type="module" src="/assets/index.js"></script></body></html>',
    )
  })

  it('refuses a shell without exactly one empty root', () => {
    expect(() => withPrerenderedRoot(SHELL.replace('<div id="root"></div>', ''), '/', '<p>x</p>')).toThrow(
      /exactly one/,
    )
    expect(() =>
      withPrerenderedRoot(
        SHELL.replace('<div id="root"></div>', '<div id="root"></div><div id="root"></div>'),
        '/',
        '',
      ),
    ).toThrow(/exactly one/)
  })

  it('refuses markup holding a script: the content security policy allows none inline', () => {
    expect(() => withPrerenderedRoot(SHELL, '/', '<p>x</p><script>$RC("B:1","S:1")</script>')).toThrow(
      /script/,
    )
    expect(() => withPrerenderedRoot(SHELL, '/', '<SCRIPT src="x"></SCRIPT>')).toThrow(/script/)
  })
})

describe('withEntryAfterPaint', () => {
  const built =
    '<head><script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>'

  it('swaps the entry module script for the loader naming it, and keeps the module preloads', () => {
    expect(withEntryAfterPaint(built)).toBe(
      `<head><script src="/theme-init.js"></script><script defer src="${AFTER_PAINT_LOADER}" data-entry="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>`,
    )
  })

  it('refuses a page without exactly one entry module script', () => {
    expect(() => withEntryAfterPaint('<head></head>')).toThrow(/exactly one entry/)
    const twice = built.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/other.js"></script></head>',
    )
    expect(() => withEntryAfterPaint(twice)).toThrow(/exactly one entry/)
  })
})

describe('servesPath', () => {
  it('hydrates the home page only at /, and the mobile splash at every address under /app', () => {
    const [home, mobile] = PRERENDERED_DOCUMENTS.map((document) => document.serves)
    expect(['/', '/about', '/app'].filter((path) => servesPath(home, path))).toEqual(['/'])
    expect(
      ['/app', '/app/', '/app/home', '/app/julboard/card/42', '/apps', '/', '/dashboard'].filter((path) =>
        servesPath(mobile, path),
      ),
    ).toEqual(['/app', '/app/', '/app/home', '/app/julboard/card/42'])
  })

  it('renders afresh a page whose document was not prerendered', () => {
    expect(servesPath(undefined, '/')).toBe(false)
    expect(servesPath('', '/')).toBe(false)
  })
})
