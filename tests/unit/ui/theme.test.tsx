import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isKeptKey } from '../../../src/app/pwa/storage-keys.ts'
import { createMemoryStorage } from '../../../src/lib/storage.ts'
import {
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  writeThemePreference,
} from '../../../src/lib/theme.ts'
import { ThemeToggle } from '../../../src/ui/theme-toggle.tsx'

describe('theme rules', () => {
  it('follows the system until the member picks light or dark', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('reads an unknown stored value as "system", and storing "system" forgets the choice', () => {
    const storage = createMemoryStorage({ [THEME_STORAGE_KEY]: 'purple' })
    expect(readThemePreference(storage)).toBe('system')
    writeThemePreference(storage, 'dark')
    expect(readThemePreference(storage)).toBe('dark')
    writeThemePreference(storage, 'system')
    expect(storage.getItem(THEME_STORAGE_KEY)).toBeNull()
  })

  it('is kept by the build-stamp reset (000 §4.6)', () => {
    expect(isKeptKey(THEME_STORAGE_KEY)).toBe(true)
  })

  it('index.html paints the first frame from the same key, before the app script', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8')
    expect(html.indexOf('src="/theme-init.js"')).toBeGreaterThan(-1)
    expect(html.indexOf('src="/theme-init.js"')).toBeLessThan(html.indexOf('src="/src/main.tsx"'))
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    new Function(readFileSync(join(process.cwd(), 'public/theme-init.js'), 'utf8'))()
    expect(document.documentElement.dataset.theme).toBe('dark')
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    new Function(readFileSync(join(process.cwd(), 'public/theme-init.js'), 'utf8'))()
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})

describe('ThemeToggle', () => {
  let systemDark = false
  const mediaListeners = new Set<() => void>()

  beforeEach(() => {
    localStorage.clear()
    systemDark = false
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query.includes('dark') ? systemDark : false
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
        }) as unknown as MediaQueryList,
    )
  })
  afterEach(() => {
    vi.restoreAllMocks()
    mediaListeners.clear()
  })

  it('moves system → light → dark with the keyboard, stores it, and puts it on <html>', async () => {
    const user = userEvent.setup()
    render(<ThemeToggle />)
    screen.getByRole('button', { name: 'Theme: System' }).focus()
    await user.keyboard('{Enter}')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeDefined()
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeDefined()
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
  })

  it('follows a change of the system setting while set to System', () => {
    render(<ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeDefined()
    expect(document.documentElement.dataset.theme).toBe('light')
    systemDark = true
    act(() => {
      for (const listener of mediaListeners) listener()
    })
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})
