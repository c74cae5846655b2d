import { fitWithin, PHOTO_QUALITY, PHOTO_TYPE, type PixelSize } from './photo-rules.ts'

export interface PreparedPhoto extends PixelSize {
  blob: Blob
  contentType: typeof PHOTO_TYPE
}

/** Decodes (upright, as the camera's orientation tag says), scales and re-encodes as JPEG 0.8. */
export async function encodePhoto(source: Blob): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' })
  try {
    const size = fitWithin(bitmap.width, bitmap.height)
    return { blob: await drawJpeg(bitmap, size), contentType: PHOTO_TYPE, ...size }
  } finally {
    bitmap.close()
  }
}

async function drawJpeg(bitmap: ImageBitmap, { width, height }: PixelSize): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: PHOTO_TYPE, quality: PHOTO_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  context.drawImage(bitmap, 0, 0, width, height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, PHOTO_TYPE, PHOTO_QUALITY))
  if (!blob) throw new Error('The photo could not be encoded')
  return blob
}
