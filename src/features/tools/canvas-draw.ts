import {
  type AdLayout,
  LINE_HEIGHT,
  type Size,
  type TextBlock,
  THEMES,
  type Theme,
  type WallpaperLayout,
  wrapLines,
} from './canvas-layout.ts'

export interface Colours {
  background: string
  foreground: string
  accent: string
}

const FONT = '"Inter Variable", "Inter Fallback", system-ui, sans-serif'

/** The theme's colours from the design tokens on the page (src/ui/styles/tokens.css). */
export function themeColours(theme: Theme, root: Element = document.documentElement): Colours {
  const style = getComputedStyle(root)
  const read = (name: string) => style.getPropertyValue(name).trim() || '#10182d'
  const { background, foreground, accent } = THEMES[theme]
  return { background: read(background), foreground: read(foreground), accent: read(accent) }
}

function drawLines(
  context: CanvasRenderingContext2D,
  text: string,
  block: TextBlock,
  weight: number,
): number {
  context.font = `${weight} ${block.fontSize}px ${FONT}`
  const lines = wrapLines(text, block.maxWidth, (line) => context.measureText(line).width)
  lines.forEach((line, index) => {
    context.fillText(line, block.x, block.y + index * block.fontSize * LINE_HEIGHT)
  })
  return lines.length
}

function paintBackground(context: CanvasRenderingContext2D, size: Size, colours: Colours) {
  context.fillStyle = colours.background
  context.fillRect(0, 0, size.width, size.height)
  const glow = context.createRadialGradient(
    size.width,
    0,
    0,
    size.width,
    0,
    Math.max(size.width, size.height) * 0.9,
  )
  glow.addColorStop(0, colours.accent)
  glow.addColorStop(1, 'transparent')
  context.globalAlpha = 0.35
  context.fillStyle = glow
  context.fillRect(0, 0, size.width, size.height)
  context.globalAlpha = 1
}

export function drawWallpaper(
  context: CanvasRenderingContext2D,
  size: Size,
  layout: WallpaperLayout,
  colours: Colours,
  words: { line: string; tagline: string },
) {
  paintBackground(context, size, colours)
  context.textBaseline = 'alphabetic'
  context.fillStyle = colours.foreground
  drawLines(context, 'JUL', layout.mark, 800)
  context.fillStyle = colours.accent
  if (words.line.trim()) drawLines(context, words.line, layout.line, 600)
  context.fillStyle = colours.foreground
  context.globalAlpha = 0.75
  drawLines(context, words.tagline, layout.tagline, 500)
  context.globalAlpha = 1
}

export function drawAd(
  context: CanvasRenderingContext2D,
  size: Size,
  layout: AdLayout,
  colours: Colours,
  words: { headline: string; body: string; cta: string },
) {
  paintBackground(context, size, colours)
  context.fillStyle = colours.accent
  context.fillRect(0, 0, size.width, layout.stripe.height)
  context.fillStyle = colours.foreground
  drawLines(context, 'JUL', layout.mark, 800)
  const headlineLines = drawLines(context, words.headline, layout.headline, 700)
  const pushed = (headlineLines - 1) * layout.headline.fontSize * LINE_HEIGHT
  context.globalAlpha = 0.85
  drawLines(context, words.body, { ...layout.body, y: layout.body.y + pushed }, 400)
  context.globalAlpha = 1
  context.font = `700 ${layout.button.fontSize}px ${FONT}`
  const padding = layout.button.height * 0.45
  const width = context.measureText(words.cta).width + padding * 2
  context.fillStyle = colours.accent
  context.beginPath()
  context.roundRect(layout.button.x, layout.button.y, width, layout.button.height, layout.button.height / 4)
  context.fill()
  context.fillStyle = colours.background
  context.textBaseline = 'middle'
  context.fillText(words.cta, layout.button.x + padding, layout.button.y + layout.button.height / 2)
  context.textBaseline = 'alphabetic'
}

/** The canvas as a PNG file, handed to the browser's download. */
export function downloadCanvas(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('The image could not be created'))
        return
      }
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      resolve()
    }, 'image/png')
  })
}
