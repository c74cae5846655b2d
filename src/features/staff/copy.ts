import { toast } from '../../ui/toaster.tsx'
import { STAFF_TEXTS } from './messages.ts'

/**
 * Copies rich HTML with its plain-text twin where the browser allows (mail clients paste the HTML),
 * else the plain text; says 'Content copied to clipboard' (001 §8) or how to copy by hand.
 */
export async function copyToClipboard(text: string, html?: string): Promise<boolean> {
  try {
    if (html && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ])
    } else {
      await navigator.clipboard.writeText(text)
    }
    toast.success(STAFF_TEXTS.copied)
    return true
  } catch (error) {
    console.error('Copy failed', error)
    toast.error(STAFF_TEXTS.copyFailed)
    return false
  }
}
