import { describe, expect, it } from 'vitest'
import { ASSET_CLASS, classifyRequest, navigationDocument } from '../../../../sw/asset-class.ts'
import { MOBILE_SHELL_PATH, SHELL_PATH } from '../../../../sw/protocol.ts'

const here = (path: string) => new URL(path, 'http://127.0.0.1:55450')
const hosted = (path: string) => new URL(path, 'https://abcdefghijklmnop.supabase.co')

describe('which requests the service worker caches, per asset class', () => {
  it.each([
    '/rest/v1/sparks?select=*',
    '/auth/v1/token?grant_type=refresh_token',
    '/functions/v1/ai-chat',
    '/realtime/v1/websocket',
    '/storage/v1/object/quickadd-photos/u1/1.jpg',
    '/storage/v1/object/sign/private/file.pdf',
  ])('never touches the API call %s, on our origin or on hosted Supabase', (path) => {
    expect(classifyRequest(here(path), '', true)).toBe(ASSET_CLASS.api)
    expect(classifyRequest(hosted(path), 'image', false)).toBe(ASSET_CLASS.api)
  })

  it('serves public storage images stale-while-revalidate, on any origin', () => {
    const logo = hosted('/storage/v1/object/public/brand-assets/logos/jul-logo.png')
    expect(classifyRequest(logo, 'image', false)).toBe(ASSET_CLASS.publicImage)
  })

  it('leaves a public storage object alone when it is not loaded as an image (a download)', () => {
    const file = hosted('/storage/v1/object/public/documents/report.pdf')
    expect(classifyRequest(file, '', false)).toBe(ASSET_CLASS.api)
  })

  it('caches fonts from any origin and images from ours', () => {
    expect(classifyRequest(new URL('https://fonts.gstatic.com/s/inter.woff2'), 'font', false)).toBe(
      ASSET_CLASS.font,
    )
    expect(classifyRequest(here('/images/team.jpg'), 'image', true)).toBe(ASSET_CLASS.staticImage)
    expect(classifyRequest(new URL('https://example.com/a.png'), 'image', false)).toBe(ASSET_CLASS.other)
  })

  it('does not mistake a page whose path merely starts like an API for one', () => {
    expect(classifyRequest(here('/rest/v1x'), 'document', true)).toBe(ASSET_CLASS.other)
  })
})

describe('which navigations the app shell answers', () => {
  it.each(['/pricing-guide', '/dashboard', '/p/acme-growth', '/sitemap', '/application', '/apps'])(
    'answers %s with the empty shell',
    (path) => {
      expect(navigationDocument(path)).toBe(SHELL_PATH)
    },
  )

  it.each(['/app', '/app/', '/app/home', '/app/julboard/card/3f1c'])(
    'answers %s with the mobile shell, its splash prerendered',
    (path) => {
      expect(navigationDocument(path)).toBe(MOBILE_SHELL_PATH)
    },
  )

  it.each(['/sitemap.xml', '/robots.txt', '/local/v1/checkout/abc', '/auth/v1/verify', '/rest/v1'])(
    'leaves %s to the server',
    (path) => {
      expect(navigationDocument(path)).toBeNull()
    },
  )
})
