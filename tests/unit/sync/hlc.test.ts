import { describe, expect, it } from 'vitest'
import {
  fieldClocksOf,
  formatHlc,
  latestClockOf,
  legacyHlc,
  maxHlc,
  nextHlc,
  parseHlc,
} from '../../../sync/hlc.ts'

const at = (physical: number, counter: number, node = 'a') => formatHlc({ physical, counter, node })

describe('hybrid logical clocks (sync/hlc.ts)', () => {
  it('formats fixed width, so comparing the text orders the clocks', () => {
    expect(at(5, 3, 'n')).toBe('000000000000005:0003:n')
    expect(parseHlc(at(1_795_262_400_001, 12, 'tab'))).toEqual({
      physical: 1_795_262_400_001,
      counter: 12,
      node: 'tab',
    })
    const ordered = [at(9, 0), at(10, 0), at(10, 1), at(10, 1, 'b'), at(100, 0)]
    expect([...ordered].reverse().sort()).toEqual(ordered)
  })

  it('reads anything but a clock as no clock', () => {
    for (const value of [null, undefined, 42, '', 'x', '5:0003:n', '000000000000005:3:n', `${at(5, 3)} `])
      expect(parseHlc(value)).toBeNull()
    expect(fieldClocksOf({ title: at(5, 1), '*': at(4, 0), bad: 'later', n: 7 })).toEqual({
      title: at(5, 1),
      '*': at(4, 0),
    })
    expect(fieldClocksOf(['x'])).toEqual({})
    expect(latestClockOf({ title: at(5, 1), '*': at(6, 0) })).toBe(at(6, 0))
    expect(maxHlc(null, at(1, 0))).toBe(at(1, 0))
    expect(legacyHlc(7)).toBe('000000000000007:0000:legacy')
  })

  it('takes its own time when that is later than every clock seen', () => {
    expect(nextHlc([at(100, 7, 'b'), null], 200, 'me')).toBe(at(200, 0, 'me'))
    expect(nextHlc([], 200.9, 'me')).toBe(at(200, 0, 'me'))
  })

  it('counts on from the latest clock seen when its own time is behind it (a slow device)', () => {
    expect(nextHlc([at(300, 2, 'b'), at(300, 5, 'c'), at(299, 9, 'd')], 100, 'me')).toBe(at(300, 6, 'me'))
    expect(nextHlc([at(300, 2, 'b')], 300, 'me')).toBe(at(300, 3, 'me'))
  })

  it('moves to the next millisecond when the counter is full', () => {
    expect(nextHlc([at(300, 9_999, 'b')], 100, 'me')).toBe(at(301, 0, 'me'))
  })

  it('ignores values that are not clocks, however they compare as text', () => {
    expect(nextHlc(['999999999999999:9999', 'zzz', at(50, 1)], 10, 'me')).toBe(at(50, 2, 'me'))
  })
})
