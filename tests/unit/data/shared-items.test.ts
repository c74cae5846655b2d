import { describe, expect, it } from 'vitest'
import { takeSharedItem } from '../../../src/data/shared-items.ts'
import { UPLOAD_MESSAGES } from '../../../src/lib/security/file-upload.ts'
import { checkSharedFiles, sharedNote } from '../../../src/lib/shared-items.ts'
import { SHARE_TARGET } from '../../../sw/file-routes.ts'
import { keepShare } from '../../../sw/share-target.ts'

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })

describe('what another app shares into Quick Add', () => {
  it('makes one note of title, text and link, without repeating a link the text holds', () => {
    expect(sharedNote({ title: 'Deck', text: 'Look at slide 4', url: 'https://example.com/d' })).toBe(
      'Deck\nLook at slide 4\nhttps://example.com/d',
    )
    expect(sharedNote({ title: '', text: 'See https://example.com/d', url: 'https://example.com/d' })).toBe(
      'See https://example.com/d',
    )
  })

  it('takes photos and voice clips that pass the upload check (000 §5) and names the rest with its reasons', () => {
    const { accepted, refused } = checkSharedFiles([
      file('whiteboard.jpg', 'image/jpeg'),
      file('memo.webm', 'audio/webm;codecs=opus'),
      file('photo.jpg.exe', 'image/jpeg'),
      file('desktop.ini', 'image/png'),
      file('logo.svg', 'image/svg+xml'),
      file('huge.png', 'image/png', 50 * 1024 * 1024 + 1),
    ])
    expect(accepted.map((f) => f.name)).toEqual(['whiteboard.jpg', 'memo.webm'])
    expect(refused).toEqual([
      { name: 'photo.jpg.exe', reasons: [UPLOAD_MESSAGES.basic] },
      { name: 'desktop.ini', reasons: [UPLOAD_MESSAGES.basic] },
      { name: 'logo.svg', reasons: [UPLOAD_MESSAGES.type] },
      { name: 'huge.png', reasons: [UPLOAD_MESSAGES.size] },
    ])
  })

  it('is kept by the service worker until a page takes it, once, oldest first', async () => {
    const share = (text: string, files: File[]) => {
      const form = new FormData()
      form.set(SHARE_TARGET.fields.text, text)
      for (const f of files) form.append(SHARE_TARGET.fields.files, f)
      return new Request(`https://jul.example${SHARE_TARGET.path}`, { method: 'POST', body: form })
    }
    const answer = await keepShare(share('first', [file('a.png', 'image/png')]), 1_000)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`https://jul.example${SHARE_TARGET.opens}`)
    await keepShare(share('second', []), 2_000)

    const first = await takeSharedItem()
    expect(first?.note).toBe('first')
    expect(first?.files.map((f) => f.name)).toEqual(['a.png'])
    expect((await takeSharedItem())?.note).toBe('second')
    expect(await takeSharedItem()).toBeNull()
  })
})
