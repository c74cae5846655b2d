import type { Context, Hono } from 'hono'
import sharp from 'sharp'
import type { HonoEnv } from '../context.ts'
import { STORAGE_ERRORS } from './errors.ts'
import { objectPath, readObject } from './files.ts'
import { bucketAndName, type StorageKit } from './kit.ts'
import { findObject, type ReadAccess, type StoredObject } from './objects.ts'

// Image transformations (/render/image/...), done with sharp where hosted Supabase uses imgproxy. The
// options, limits and the X-Transformations header are Storage's (storage/renderer/image.ts).

export interface Transform {
  width?: number
  height?: number
  resize?: 'cover' | 'contain' | 'fill'
  quality?: number
  format?: 'origin' | 'avif' | 'webp'
}

const SIZE = { min: 1, max: 2500 }
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const

function integer(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) {
    throw STORAGE_ERRORS.invalidRequest(`${name} must be a whole number from ${min} to ${max}`)
  }
  return number
}

/** Storage's transformation options from a query string or a signed URL's claims; bad values are 400. */
export function transformFromQuery(raw: unknown): Transform {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const input = raw as Record<string, unknown>
  const width = integer(input.width, 'width', 0, Number.MAX_SAFE_INTEGER)
  const height = integer(input.height, 'height', 0, Number.MAX_SAFE_INTEGER)
  const quality = integer(input.quality, 'quality', 20, 100)
  const resize = input.resize
  if (resize !== undefined && resize !== 'cover' && resize !== 'contain' && resize !== 'fill') {
    throw STORAGE_ERRORS.invalidRequest('resize must be cover, contain or fill')
  }
  const format = input.format
  if (format !== undefined && format !== 'origin' && format !== 'avif' && format !== 'webp') {
    throw STORAGE_ERRORS.invalidRequest('format must be origin, avif or webp')
  }
  const clamp = (n: number) => Math.min(Math.max(n, SIZE.min), SIZE.max)
  const transform: Transform = {}
  if (width) transform.width = clamp(width)
  if (height) transform.height = clamp(height)
  if (resize) transform.resize = resize
  if (quality) transform.quality = quality
  if (format) transform.format = format
  return transform
}

export const transformQuery = (c: Context<HonoEnv>) => c.req.query()

/** The X-Transformations header, in imgproxy's words as Storage writes it. */
function describe(transform: Transform): string[] {
  const parts: string[] = []
  if (transform.height) parts.push(`height:${transform.height}`)
  if (transform.width) parts.push(`width:${transform.width}`)
  if (transform.width || transform.height)
    parts.push(`resizing_type:${RESIZING_TYPE[transform.resize ?? 'cover']}`)
  if (transform.quality) parts.push(`quality:${transform.quality}`)
  if (transform.format && transform.format !== 'origin') parts.push(`format:${transform.format}`)
  return parts
}

export async function renderImage(
  kit: StorageKit,
  c: Context<HonoEnv>,
  object: StoredObject,
  transform: Transform,
): Promise<Response> {
  const bytes = await readObject(objectPath(kit.state.storageDir, object.bucket_id, object.name)).catch(
    () => {
      throw STORAGE_ERRORS.noSuchKey()
    },
  )
  let output: { data: Buffer; info: { format: string } }
  try {
    let image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate()
    if (transform.width || transform.height) {
      image = image.resize({
        ...(transform.width ? { width: transform.width } : {}),
        ...(transform.height ? { height: transform.height } : {}),
        fit: FIT[transform.resize ?? 'cover'],
      })
    }
    const quality = transform.quality ?? 80
    if (transform.format === 'webp') image = image.webp({ quality })
    else if (transform.format === 'avif') image = image.avif({ quality })
    else {
      const { format } = await sharp(bytes).metadata()
      if (format === 'jpeg') image = image.jpeg({ quality })
      else if (format === 'webp') image = image.webp({ quality })
      else if (format === 'png') image = image.png()
      else if (format === 'heif') image = image.avif({ quality })
      else image = image.png()
    }
    output = await image.toBuffer({ resolveWithObject: true })
  } catch {
    throw STORAGE_ERRORS.invalidRequest('The object is not an image that can be transformed')
  }
  const type = output.info.format === 'heif' ? 'image/avif' : `image/${output.info.format}`
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(output.data), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(output.data.byteLength),
      'Cache-Control': object.metadata.cacheControl ?? 'no-cache',
      'X-Transformations': describe(transform).join(','),
    },
  })
}

/** /render/image/public/… and /render/image/authenticated/…: the object as the caller may read it, transformed. */
export function renderRoutes(app: Hono<HonoEnv>, kit: StorageKit) {
  for (const [prefix, access] of [
    ['/render/image/public/', 'public'],
    ['/render/image/authenticated/', 'caller'],
  ] as const satisfies readonly (readonly [string, ReadAccess])[]) {
    app.get(`${prefix}*`, async (c) => {
      const { bucket, name } = bucketAndName(c, prefix)
      const transform = transformFromQuery(transformQuery(c))
      return renderImage(kit, c, await findObject(kit, c, bucket, name, access), transform)
    })
  }
}
