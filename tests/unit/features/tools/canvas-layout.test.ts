import { describe, expect, it } from 'vitest'
import {
  AD_FORMATS,
  adLayout,
  fileNameFor,
  WALLPAPER_SIZES,
  wallpaperLayout,
  wrapLines,
} from '../../../../src/features/tools/canvas-layout.ts'

// A monospaced measure: every character is 10 units wide.
const measure = (line: string) => line.length * 10

describe('wallpaper and ad layout', () => {
  it('wraps words to the width, never splitting one', () => {
    expect(wrapLines('Stay aligned and move faster', 120, measure)).toEqual([
      'Stay aligned',
      'and move',
      'faster',
    ])
    expect(wrapLines('  ', 100, measure)).toEqual([])
    expect(wrapLines('Unbreakablewordthatisverylong', 50, measure)).toEqual(['Unbreakablewordthatisverylong'])
  })

  it('keeps the top of a phone wallpaper free for the clock and the words inside the margins', () => {
    const size = WALLPAPER_SIZES.iphone
    const layout = wallpaperLayout(size)
    expect(layout.mark.y).toBeGreaterThan(size.height / 2)
    expect(layout.mark.x + layout.mark.maxWidth).toBeLessThanOrEqual(size.width - layout.mark.x)
    expect(layout.tagline.y).toBeLessThan(size.height)
  })

  it('puts desktop words in the left half, clear of icons on the right', () => {
    const layout = wallpaperLayout(WALLPAPER_SIZES.desktop)
    expect(layout.line.x + layout.line.maxWidth).toBeLessThanOrEqual(WALLPAPER_SIZES.desktop.width * 0.6)
  })

  it('fits an ad button inside every format and names the file after the size', () => {
    for (const format of Object.values(AD_FORMATS)) {
      const layout = adLayout(format)
      expect(layout.button.y + layout.button.height).toBeLessThanOrEqual(format.height)
      expect(layout.body.y).toBeGreaterThan(layout.headline.y)
    }
    expect(fileNameFor('ad', AD_FORMATS.square)).toBe('jul-ad-1080x1080.png')
  })
})
