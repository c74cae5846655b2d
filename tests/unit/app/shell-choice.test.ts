import { describe, expect, it } from 'vitest'
import {
  brandRedirect,
  chooseShell,
  firstRedirect,
  hasMobileFlag,
  type ShellInput,
  shellAt,
} from '../../../src/app/boot/shell-choice.ts'
import { launchTarget } from '../../../src/app/routes/launch.tsx'

const base: ShellInput = {
  search: '',
  pathname: '/',
  hostname: 'jul.example',
  isNative: false,
  brandHost: '',
}

describe('shell choice', () => {
  it.each(['?mobile=1', '?mobile=true', '?x=2&mobile=true'])('chooses the mobile shell for %s', (search) => {
    expect(chooseShell({ ...base, search })).toBe('mobile')
  })

  it.each(['', '?mobile=0', '?mobile=yes', '?mobile'])('keeps the website for %s', (search) => {
    expect(hasMobileFlag(search)).toBe(false)
    expect(chooseShell({ ...base, search })).toBe('website')
  })

  it('chooses the mobile shell on a native device whatever the URL says', () => {
    expect(chooseShell({ ...base, isNative: true })).toBe('mobile')
  })

  it('sends the brand domain to /juliverse, but not once it is there', () => {
    const brand = { ...base, hostname: 'Juliverse.example', brandHost: 'juliverse.example' }
    expect(brandRedirect({ ...brand, pathname: '/about' })).toBe('/juliverse')
    expect(brandRedirect({ ...brand, pathname: '/juliverse' })).toBeNull()
  })

  it('says where an address goes before anything shows: the brand page, or the mobile home off /app', () => {
    expect(firstRedirect({ ...base, search: '?mobile=1' })).toBe('/app/home')
    expect(firstRedirect({ ...base, pathname: '/about', isNative: true })).toBe('/app/home')
    for (const pathname of ['/app', '/app/julboard', '/auth', '/magic-auth'])
      expect(firstRedirect({ ...base, pathname, search: '?mobile=1' })).toBeNull()
    expect(firstRedirect(base)).toBeNull()
    const brand = {
      ...base,
      hostname: 'juliverse.example',
      brandHost: 'juliverse.example',
      search: '?mobile=1',
    }
    expect(firstRedirect(brand)).toBe('/juliverse')
  })

  it("opens the installed app (start_url /launch) in the member's shell: /app on a handheld, the console elsewhere", () => {
    expect(launchTarget(true)).toBe('/app/home')
    expect(launchTarget(false)).toBe('/dashboard')
  })

  it('never redirects when no brand host is configured or the host differs', () => {
    expect(brandRedirect({ ...base, pathname: '/about' })).toBeNull()
    expect(brandRedirect({ ...base, brandHost: 'juliverse.example' })).toBeNull()
  })

  it("reads the window's address: /app and the mobile flag open the mobile shell, the rest the website", () => {
    const at = (url: string) =>
      shellAt({ location: new URL(url, 'https://jul.example') } as unknown as Window)
    expect(at('/app/home')).toBe('mobile')
    expect(at('/?mobile=1')).toBe('mobile')
    expect(at('/pricing-guide')).toBe('website')
  })
})
