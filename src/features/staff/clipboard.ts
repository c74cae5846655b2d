import { reportWrite } from '../../data/write.ts'
import { STAFF_TEXTS } from './texts.ts'

/**
 * Copies rich HTML with its plain-text twin where the browser allows (mail clients paste the HTML),
 * else the plain text; says 'Content copied to clipboard' (001 §8) or how to copy by hand.
 */
export function copyToClipboard(text: string, html?: string): Promise<boolean> {
  return reportWrite({ failure: STAFF_TEXTS.copyFailed, success: STAFF_TEXTS.copied }, async () => {
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
  })
}
