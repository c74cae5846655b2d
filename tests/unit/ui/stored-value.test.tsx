import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../../../src/lib/storage.ts'
import { storedValue, useStoredValue } from '../../../src/ui/stored-value.ts'

const KEY = 'jul-test-setting'
const onOff = {
  parse: (raw: string | null) => raw !== 'off',
  serialize: (on: boolean) => (on ? null : 'off'),
}

afterEach(() => window.localStorage.clear())

/** A storage whose writes fail, as a full or blocked one does. */
function refusingStorage(): KeyValueStorage {
  const inner = window.localStorage
  return {
    getItem: (key) => inner.getItem(key),
    removeItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
  }
}

describe('storedValue', () => {
  it('reads the default with nothing stored and a stored choice once there is one', () => {
    const setting = storedValue(KEY, onOff)
    expect(setting.get()).toBe(true)
    window.localStorage.setItem(KEY, 'off')
    expect(setting.get()).toBe(false)
  })

  it('stores a choice, removes the key for the default, and hands out the same object while the text is unchanged', () => {
    const list = storedValue<string[]>(KEY, { parse: (raw) => (raw ? (JSON.parse(raw) as string[]) : []) })
    expect(list.set(['a'])).toBe(true)
    expect(window.localStorage.getItem(KEY)).toBe('["a"]')
    expect(list.get()).toBe(list.get())
    const flag = storedValue(KEY, onOff)
    flag.set(true)
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it('keeps a choice the device refused for this page view and answers false', () => {
    const setting = storedValue(KEY, onOff, refusingStorage)
    expect(setting.set(false)).toBe(false)
    expect(setting.get()).toBe(false)
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it('tells every reader in this tab of a set, and follows another tab through the storage event', () => {
    const setting = storedValue(KEY, onOff)
    const { result } = renderHook(() => useStoredValue(setting))
    expect(result.current[0]).toBe(true)
    act(() => {
      result.current[1](false)
    })
    expect(result.current[0]).toBe(false)
    act(() => {
      window.localStorage.removeItem(KEY)
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(result.current[0]).toBe(true)
  })

  it('follows another tab clearing its whole storage (a storage event without a key)', () => {
    window.localStorage.setItem(KEY, 'off')
    const setting = storedValue(KEY, onOff)
    const { result } = renderHook(() => useStoredValue(setting))
    expect(result.current[0]).toBe(false)
    act(() => {
      window.localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(result.current[0]).toBe(true)
  })
})
