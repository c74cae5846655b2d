import { describe, expect, it } from 'vitest'
import { checkUploadFile, MAX_UPLOAD_BYTES } from '../../../../src/lib/security/file-upload.ts'

const photo = { name: 'site-visit.jpg', type: 'image/jpeg', size: 2_000_000 }

describe('checkUploadFile (spec 000 §5)', () => {
  it('accepts photos, voice notes and documents', () => {
    expect(checkUploadFile(photo)).toEqual({ valid: true, errors: [] })
    expect(checkUploadFile({ name: 'memo.webm', type: 'audio/webm;codecs=opus', size: 300_000 }).valid).toBe(
      true,
    )
    expect(checkUploadFile({ name: 'Q3 report.v2.pdf', type: 'application/pdf', size: 1000 }).valid).toBe(
      true,
    )
  })

  it('refuses a type outside the allowed list', () => {
    expect(checkUploadFile({ name: 'page.html', type: 'text/html', size: 10 }).errors).toEqual([
      'File type not allowed',
    ])
  })

  it('refuses a file over the limit and accepts one exactly at it', () => {
    expect(checkUploadFile({ ...photo, size: MAX_UPLOAD_BYTES + 1 }).errors).toEqual(['File size too large'])
    expect(checkUploadFile({ ...photo, size: MAX_UPLOAD_BYTES }).valid).toBe(true)
  })

  it('refuses names with paths or control characters', () => {
    for (const name of ['../secret.jpg', 'dir/photo.jpg', 'photo\u0000.jpg', '   ']) {
      expect(checkUploadFile({ ...photo, name }).errors).toContain('Invalid file name')
    }
  })

  it.each(['setup.exe', 'run.BAT', 'x.cmd', 'x.scr', 'x.pif', 'x.vbs', 'app.js', 'x.jar', 'x.com'])(
    'blocks the extension of %s',
    (name) => {
      expect(checkUploadFile({ ...photo, name }).errors).toContain('File failed basic validation')
    },
  )

  it('blocks double extensions', () => {
    expect(checkUploadFile({ ...photo, name: 'invoice.pdf.jpg' }).errors).toEqual([
      'File failed basic validation',
    ])
    expect(checkUploadFile({ ...photo, name: 'holiday.jpg.exe' }).errors).toContain(
      'File failed basic validation',
    )
  })

  it.each(['autorun.inf', 'desktop.ini', 'Thumbs.db', '.htaccess', '.htpasswd'])(
    'blocks the name %s',
    (name) => {
      expect(checkUploadFile({ ...photo, name }).errors).toContain('File failed basic validation')
    },
  )

  it('takes a narrower list and limit from the caller', () => {
    const result = checkUploadFile(photo, { allowedTypes: ['audio/webm'], maxBytes: 1000 })
    expect(result.errors).toEqual(['File type not allowed', 'File size too large'])
  })
})
