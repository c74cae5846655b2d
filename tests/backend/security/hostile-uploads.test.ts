import { beforeAll, describe, expect, it } from 'vitest'
import { backend, newUser, type TestUser } from '../support/backend.ts'

/**
 * Hostile input: uploads a page would refuse are refused by the server too, for a client
 * that talks to Storage directly. Forged media types (the bytes are not what the type says) and
 * executable, double-extension or system file names.
 */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const PAGE = new TextEncoder().encode(
  '<!doctype html><script>parent.__xss = (parent.__xss ?? 0) + 1</script>',
)
const SCRIPT = new TextEncoder().encode('alert(document.cookie)')

let member: TestUser
beforeAll(async () => {
  member = await newUser(backend(), 'hostile-upload')
})

const upload = (name: string, bytes: Uint8Array<ArrayBuffer>, type: string) =>
  member.client.storage
    .from('quickadd-photos')
    .upload(`${member.id}/${name}`, new Blob([bytes], { type }), { contentType: type })

describe('uploads the server refuses', () => {
  it('takes a real photo under an ordinary name', async () => {
    expect((await upload('photo.jpg', JPEG, 'image/jpeg')).error).toBeNull()
    expect((await upload('scan.v2.png', PNG, 'image/png')).error).toBeNull()
  })

  it.each([
    ['an HTML page sent as a JPEG', 'page.jpg', PAGE, 'image/jpeg'],
    ['a script sent as a PNG', 'image.png', SCRIPT, 'image/png'],
    ['a PNG sent as a JPEG', 'swap.jpg', PNG, 'image/jpeg'],
    ['an HTML page sent as a voice note', 'memo.webm', PAGE, 'audio/webm'],
  ])('refuses %s', async (_label, name, bytes, type) => {
    const { error } = await upload(name, bytes, type)
    expect(error?.message).toMatch(/not image|not audio|mime type/)
  })

  // The rule that also holds on hosted Supabase, whose Storage does not read the bytes: a real JPEG,
  // declared as one, under a name that says PNG.
  it.each([
    ['a photo whose name says another type', 'renamed.png', JPEG, 'image/jpeg'],
    [
      'a voice note named as a photo',
      'memo.jpg',
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x42]),
      'audio/webm',
    ],
  ])('refuses %s (storage policy)', async (_label, name, bytes, type) => {
    const { error } = await upload(name, bytes, type)
    expect(error?.message).toMatch(/row-level security/)
  })

  it.each([
    ['a double extension ending in a page', 'photo.jpg.html'],
    ['a double extension ending in a program', 'invoice.pdf.exe'],
    ['a double extension that looks like a photo', 'payload.html.jpg'],
    ['an executable extension', 'setup.EXE'],
    ['a script extension', 'tracker.js'],
    ['a system file name', 'desktop.ini'],
  ])('refuses %s', async (_label, name) => {
    const { error } = await upload(name, JPEG, 'image/jpeg')
    expect(error?.message).toMatch(/row-level security/)
  })

  it('keeps no object for any refused upload', async () => {
    const { data } = await member.client.storage.from('quickadd-photos').list(member.id)
    expect((data ?? []).map((o) => o.name).sort()).toEqual(['photo.jpg', 'scan.v2.png'])
  })
})
