/**
 * Photos are prepared on the device before they are stored: decoded, scaled so the long edge is at
 * most 2,560 px and re-encoded as JPEG at quality 0.8 (002 §7). 2,560 px keeps a whiteboard or a
 * receipt legible when zoomed on a desktop screen while a photo weighs 1-2 MB instead of a phone's
 * 4-12 MB; re-encoding from pixels also leaves the camera's EXIF block, GPS position included, behind.
 */
export const MAX_PHOTO_EDGE = 2560
/** 002 §7: photos are JPEG at quality 0.8. */
export const PHOTO_QUALITY = 0.8
export const PHOTO_TYPE = 'image/jpeg'

export interface PixelSize {
  width: number
  height: number
}

/** The size a photo is stored at: scaled down to fit `maxEdge` on its long edge, never scaled up. */
export function fitWithin(width: number, height: number, maxEdge = MAX_PHOTO_EDGE): PixelSize {
  const longEdge = Math.max(width, height)
  if (longEdge <= maxEdge) return { width, height }
  const scale = maxEdge / longEdge
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}
