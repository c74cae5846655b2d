import { describe, expect, it } from 'vitest'
import { appVersion, BUILD_STAMP, buildStamp } from '../../../../sw/build-stamp.ts'

describe('the build stamp a build carries', () => {
  it("is the spec's constant, whenever the build runs", () => {
    expect(BUILD_STAMP).toBe('2025-11-01 08:41')
    expect(buildStamp(undefined)).toBe('2025-11-01 08:41')
    expect(buildStamp('  ')).toBe('2025-11-01 08:41')
  })

  it('is replaced only on purpose, to build what a reset release would be', () => {
    expect(buildStamp(' 2026-01-02 11:30 ')).toBe('2026-01-02 11:30')
  })

  it('leaves the app version to the release or the package', () => {
    expect(appVersion(undefined, '1.0.0')).toBe('1.0.0')
    expect(appVersion('c13b7b4', '1.0.0')).toBe('c13b7b4')
  })
})
