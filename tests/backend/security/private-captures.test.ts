import { createHash } from 'node:crypto'
import { Upload } from 'tus-js-client'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import { storageRemover } from '../../../sync/uploads/storage-remover.ts'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'

/**
 * Members' captures are private (the quickadd-photos bucket): readable by their owner and through a
 * signed URL only; a deleted capture takes its file with it. Objects are named by the SHA-256 of their
 * bytes in the member's folder, as the app names them.
 */
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]

function photo(seed: string): { bytes: Uint8Array<ArrayBuffer>; name: (userId: string) => string } {
  const bytes = new Uint8Array([...JPEG_HEAD, ...new TextEncoder().encode(seed), 0xff, 0xd9])
  const hash = createHash('sha256').update(bytes).digest('hex')
  return { bytes, name: (userId) => `${userId}/${hash}.jpg` }
}

const target = backend()
const bucket = (user: TestUser) => user.client.storage.from(CAPTURE_BUCKET.id)
const fileUrl = (name: string) => `${target.url}/storage/v1/object/authenticated/${CAPTURE_BUCKET.id}/${name}`

async function uploaded(user: TestUser, seed: string): Promise<string> {
  const file = photo(seed)
  const name = file.name(user.id)
  const { error } = await bucket(user).upload(name, new Blob([file.bytes], { type: 'image/jpeg' }), {
    contentType: 'image/jpeg',
  })
  expect(error).toBeNull()
  return name
}

async function exists(name: string): Promise<boolean> {
  const [folder = '', file = ''] = name.split('/')
  const { data } = await serviceClient(target).storage.from(CAPTURE_BUCKET.id).list(folder, { search: file })
  return (data ?? []).some((object) => object.name === file)
}

async function capture(user: TestUser, name: string): Promise<string> {
  const { data, error } = await user.client
    .from('capture_inbox')
    .insert({ user_id: user.id, content_type: 'photo', file_url: fileUrl(name), status: 'unassigned' })
    .select('id')
    .single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}

let alice: TestUser
let bob: TestUser
beforeAll(async () => {
  alice = await newUser(target, 'captures-alice')
  bob = await newUser(target, 'captures-bob')
})

describe('the captures bucket', () => {
  it('is private, with the size and types the app checks at capture time', async () => {
    const { data: buckets, error } = await serviceClient(target).storage.listBuckets()
    expect(error).toBeNull()
    const data = buckets?.find((b) => b.id === CAPTURE_BUCKET.id)
    expect(data?.public).toBe(false)
    expect(Number(data?.file_size_limit)).toBe(CAPTURE_BUCKET.fileSizeLimit)
    expect([...(data?.allowed_mime_types ?? [])].sort()).toEqual([...CAPTURE_BUCKET.allowedMimeTypes].sort())
  })

  it("refuses a member's file to anon, by its public address and by the API", async () => {
    const name = await uploaded(alice, 'anon-probe')
    const anon = clientFor(target).storage.from(CAPTURE_BUCKET.id)
    const address = anon.getPublicUrl(name).data.publicUrl
    expect((await fetch(address)).ok).toBe(false)
    expect((await anon.download(name)).data).toBeNull()
    expect((await anon.createSignedUrl(name, 60)).data).toBeNull()
    expect((await anon.list(alice.id)).data ?? []).toEqual([])
  })

  it("refuses a member's file to another member: no read, no signed URL, no overwrite, no delete", async () => {
    const name = await uploaded(alice, 'bob-probe')
    expect((await bucket(bob).download(name)).data).toBeNull()
    expect((await bucket(bob).createSignedUrl(name, 60)).data).toBeNull()
    expect((await bucket(bob).list(alice.id)).data ?? []).toEqual([])
    const overwrite = await bucket(bob).upload(name, new Blob([photo('bob').bytes]), {
      contentType: 'image/jpeg',
      upsert: true,
    })
    expect(overwrite.error).not.toBeNull()
    expect((await bucket(bob).remove([name])).data ?? []).toEqual([])
    expect(await exists(name)).toBe(true)
  })

  it('gives the owner a signed URL that works without any key, and only for that file', async () => {
    const name = await uploaded(alice, 'signed')
    const { data } = await bucket(alice).createSignedUrl(name, 60)
    const signed = data?.signedUrl ?? ''
    const response = await fetch(signed)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo('signed').bytes)
    const other = await uploaded(alice, 'signed-other')
    expect((await fetch(signed.replace(name.split('/')[1] ?? '', other.split('/')[1] ?? ''))).ok).toBe(false)
  })

  it('takes a resumable upload in the own folder and refuses one in another member’s or over the limit', async () => {
    const endpoint = `${target.url}/storage/v1/upload/resumable`
    const send = (user: TestUser, name: string, bytes: Uint8Array, size?: number) =>
      new Promise<number | 'ok'>((resolve) => {
        const upload = new Upload(Buffer.from(bytes), {
          endpoint,
          headers: { apikey: target.anonKey, authorization: `Bearer ${user.accessToken}` },
          metadata: { bucketName: CAPTURE_BUCKET.id, objectName: name, contentType: 'image/jpeg' },
          retryDelays: [],
          ...(size === undefined ? {} : { uploadSize: size }),
          onSuccess: () => resolve('ok'),
          onError: (error) =>
            resolve('originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0),
        })
        upload.start()
      })
    const file = photo('tus')
    expect(await send(alice, file.name(alice.id), file.bytes)).toBe('ok')
    expect(await exists(file.name(alice.id))).toBe(true)
    expect(await send(bob, photo('tus-bob').name(alice.id), photo('tus-bob').bytes)).toBe(403)
    expect(
      await send(alice, photo('big').name(alice.id), photo('big').bytes, CAPTURE_BUCKET.fileSizeLimit + 1),
    ).toBe(413)
    expect(await exists(photo('big').name(alice.id))).toBe(false)
  })
})

describe('deleting captures', () => {
  it('removes the file once the last capture pointing at it is deleted', async () => {
    const name = await uploaded(alice, 'shared-by-two')
    const first = await capture(alice, name)
    const second = await capture(alice, name)
    expect((await alice.client.from('capture_inbox').delete().eq('id', first)).error).toBeNull()
    // The other capture of the same bytes still shows it.
    await new Promise((settle) => setTimeout(settle, 500))
    expect(await exists(name)).toBe(true)
    expect((await alice.client.from('capture_inbox').delete().eq('id', second)).error).toBeNull()
    await vi.waitFor(async () => expect(await exists(name)).toBe(false), { timeout: 10_000, interval: 200 })
  })

  it('removes the photo of a deleted media item', async () => {
    const photoName = await uploaded(alice, 'media-photo')
    const { data: item } = await alice.client
      .from('media_items')
      .insert({ user_id: alice.id, type: 'photo', photo_url: fileUrl(photoName) })
      .select('id')
      .single()
    expect(
      (
        await alice.client
          .from('media_items')
          .delete()
          .eq('id', (item as { id: string }).id)
      ).error,
    ).toBeNull()
    await vi.waitFor(async () => expect(await exists(photoName)).toBe(false), {
      timeout: 10_000,
      interval: 200,
    })
  })

  it("never deletes another member's file, whatever a row of mine points at", async () => {
    const bobs = await uploaded(bob, 'bobs-own')
    const mine = await capture(alice, bobs)
    expect((await alice.client.from('capture_inbox').delete().eq('id', mine)).error).toBeNull()
    // A later deletion drains the queue: Bob's file was never in it.
    const name = await uploaded(alice, 'drain-probe')
    await alice.client
      .from('capture_inbox')
      .delete()
      .eq('id', await capture(alice, name))
    await vi.waitFor(async () => expect(await exists(name)).toBe(false), { timeout: 10_000, interval: 200 })
    expect(await exists(bobs)).toBe(true)
  })

  it('answers the webhook function only for the service role', async () => {
    const { error } = await alice.client.functions.invoke('delete-capture-files', { body: {} })
    expect(error).not.toBeNull()
    expect((error as { context?: Response }).context?.status).toBe(403)
  })
})

describe('discarding a capture whose file reached storage before its row was refused', () => {
  const removerFor = (user: TestUser) =>
    storageRemover({ supabaseUrl: target.url, anonKey: target.anonKey, accessToken: () => user.accessToken })

  it('removes a file no row of the member points at', async () => {
    const name = await uploaded(alice, 'discarded-alone')
    expect(await removerFor(alice).remove({ bucket: CAPTURE_BUCKET.id, path: name })).toBe('removed')
    expect(await exists(name)).toBe(false)
  })

  it('keeps a file another capture of the same bytes still uses', async () => {
    const name = await uploaded(alice, 'discarded-shared')
    await capture(alice, name)
    expect(await removerFor(alice).remove({ bucket: CAPTURE_BUCKET.id, path: name })).toBe('kept')
    expect(await exists(name)).toBe(true)
  })

  it("never removes another member's file, and asks nothing for anon", async () => {
    const bobs = await uploaded(bob, 'bobs-discard-target')
    expect(await removerFor(alice).remove({ bucket: CAPTURE_BUCKET.id, path: bobs })).toBe('kept')
    const { error } = await alice.client.rpc('capture_file_unused', { object_name: bobs })
    expect(error?.message).toBe('Only a file in your own folder can be discarded')
    const anon = await clientFor(target).rpc('capture_file_unused', { object_name: bobs })
    expect(anon.error).not.toBeNull()
    expect(await exists(bobs)).toBe(true)
  })
})
