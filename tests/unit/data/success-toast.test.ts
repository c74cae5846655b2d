import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { soundPlayer } from '../../../src/data/audio-cues.ts'
import { toastSuccess } from '../../../src/data/write.ts'
import { DEFAULT_EVENT_AUDIO } from '../../../src/lib/audio-settings.ts'

/** Where a success toast may be raised directly: the helper itself. */
const ALLOWED = new Set(['src/data/write.ts'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('success toasts sound (001 §2 successActions, §9)', () => {
  it('plays the success sound with the toast', () => {
    const play = vi.spyOn(soundPlayer, 'play').mockImplementation(() => 0)
    toastSuccess('Profile updated successfully')
    expect(play).toHaveBeenCalledWith(DEFAULT_EVENT_AUDIO.successActions.sound, expect.any(Number))
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('is how every screen shows a success', () => {
    const silent = sourceFiles('src')
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => /\b(?:toast|deferredToast)\.success\(/.test(readFileSync(file, 'utf8')))
    expect(silent).toEqual([])
  })

  it('is the only place a success sound comes from, so a success never sounds twice', () => {
    const twice = sourceFiles('src')
      .filter((file) => file !== 'src/data/write.ts')
      .filter((file) => /playAudioCue\(\s*'successActions'/.test(readFileSync(file, 'utf8')))
    expect(twice).toEqual([])
  })
})
