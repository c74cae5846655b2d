import { describe, expect, it } from 'vitest'
import { type BrandAssetsBackend, checkBrandAssets } from '../../../src/app/backend/brand-assets-check.ts'

function backend(files: string[] | Error, invokeFails = false) {
  const invoked: string[] = []
  const searched: string[] = []
  const api: BrandAssetsBackend = {
    listLogos: async (search) => {
      searched.push(search)
      return files instanceof Error
        ? { data: null, error: files }
        : { data: files.map((name) => ({ name })), error: null }
    },
    invoke: async (name) => {
      invoked.push(name)
      return { error: invokeFails ? new Error('500') : null }
    },
  }
  return { api, invoked, searched }
}

const quiet = () => undefined

describe('brand-assets start-up check', () => {
  it('does nothing when the main logo is already in brand-assets/logos', async () => {
    const fake = backend(['jul-logo-main.svg'])
    expect(await checkBrandAssets(fake.api, true, quiet)).toBe('present')
    expect(fake.searched).toEqual(['jul-logo-main.svg'])
    expect(fake.invoked).toEqual([])
  })

  it('invokes upload-brand-assets-now when the logo is missing', async () => {
    const fake = backend(['other.svg'])
    expect(await checkBrandAssets(fake.api, true, quiet)).toBe('uploaded')
    expect(fake.invoked).toEqual(['upload-brand-assets-now'])
  })

  it('makes no call at all while offline', async () => {
    const fake = backend([])
    expect(await checkBrandAssets(fake.api, false, quiet)).toBe('offline')
    expect(fake.searched).toEqual([])
  })

  it('only logs when listing or uploading fails', async () => {
    const logged: unknown[] = []
    expect(await checkBrandAssets(backend(new Error('403')).api, true, (...args) => logged.push(args))).toBe(
      'failed',
    )
    expect(await checkBrandAssets(backend([], true).api, true, (...args) => logged.push(args))).toBe('failed')
    expect(logged).toHaveLength(2)
  })
})
