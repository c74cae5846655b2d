import { describe, expect, it } from 'vitest'
import { evictions, type RecentEntry } from '../../../src/data/recent-files.ts'

const entry = (key: string, usedAt: number, bytes = 10, userId = 'me'): RecentEntry => ({
  key,
  userId,
  bytes,
  usedAt,
})

describe("the member's recent files kept for offline", () => {
  it('drops the least recently used beyond the count', () => {
    const index = [entry('a', 1), entry('b', 3), entry('c', 2)]
    expect(evictions(index, 'me', { files: 2, bytes: 1_000 })).toEqual(['a'])
  })

  it('drops the least recently used until the bytes fit', () => {
    const index = [entry('old', 1, 600), entry('mid', 2, 300), entry('new', 3, 300)]
    expect(evictions(index, 'me', { files: 10, bytes: 700 })).toEqual(['old'])
    expect(evictions(index, 'me', { files: 10, bytes: 500 })).toEqual(['mid', 'old'])
  })

  it("drops another account's files first, whatever their age", () => {
    const index = [entry('mine', 1), entry('theirs', 9, 10, 'someone-else')]
    expect(evictions(index, 'me', { files: 10, bytes: 1_000 })).toEqual(['theirs'])
  })

  it('keeps everything that fits', () => {
    expect(evictions([entry('a', 1), entry('b', 2)], 'me', { files: 2, bytes: 20 })).toEqual([])
  })
})
