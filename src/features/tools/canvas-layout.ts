/**
 * Pure layout of the wallpaper and social-ad generators: sizes, themes and where the words go. The
 * components only turn these numbers into canvas calls, so the rules are tested without a canvas.
 */
export interface Size {
  readonly width: number
  readonly height: number
}

export const WALLPAPER_SIZES = {
  iphone: { label: 'iPhone (1170 × 2532)', width: 1170, height: 2532 },
  android: { label: 'Android phone (1080 × 2400)', width: 1080, height: 2400 },
  tablet: { label: 'Tablet (2048 × 2732)', width: 2048, height: 2732 },
  desktop: { label: 'Desktop (2560 × 1440)', width: 2560, height: 1440 },
  laptop: { label: 'Laptop (1920 × 1080)', width: 1920, height: 1080 },
} as const
export type WallpaperSize = keyof typeof WALLPAPER_SIZES

export const AD_FORMATS = {
  square: { label: 'Square feed post (1080 × 1080)', width: 1080, height: 1080 },
  portrait: { label: 'Portrait feed post (1080 × 1350)', width: 1080, height: 1350 },
  landscape: { label: 'Landscape link post (1200 × 628)', width: 1200, height: 628 },
} as const
export type AdFormat = keyof typeof AD_FORMATS

/**
 * Themes name design tokens (CSS custom properties of src/ui/styles/tokens.css), read from the page
 * when drawing, so a generated image uses exactly the site's colours.
 */
export const THEMES = {
  ink: { label: 'Ink and brass', background: '--brand-950', foreground: '--brand-50', accent: '--brass-400' },
  advisory: {
    label: 'Advisory red',
    background: '--brand-950',
    foreground: '--brand-50',
    accent: '--advisory',
  },
  founders: {
    label: 'Founders green',
    background: '--brand-950',
    foreground: '--brand-50',
    accent: '--founders',
  },
  investors: {
    label: 'Investors purple',
    background: '--brand-950',
    foreground: '--brand-50',
    accent: '--investors',
  },
  product: {
    label: 'Product orange',
    background: '--brand-950',
    foreground: '--brand-50',
    accent: '--product',
  },
  paper: { label: 'Paper', background: '--neutral-50', foreground: '--brand-950', accent: '--brass-600' },
} as const
export type Theme = keyof typeof THEMES

export const WALLPAPER_LINE_MAX = 60
export const AD_HEADLINE_MAX = 40
export const AD_BODY_MAX = 120

/** Greedy word wrap with a measuring function (the canvas's measureText in the browser). */
export function wrapLines(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && measure(candidate) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

export interface TextBlock {
  readonly x: number
  /** Baseline of the first line. */
  readonly y: number
  readonly fontSize: number
  readonly maxWidth: number
}

export interface WallpaperLayout {
  readonly mark: TextBlock
  readonly line: TextBlock
  readonly tagline: TextBlock
}

/**
 * Portrait screens keep the top third calm for the clock and put the words in the lower half;
 * landscape screens put them in the lower left, clear of most desktop icons on the right.
 */
export function wallpaperLayout({ width, height }: Size): WallpaperLayout {
  const portrait = height > width
  const unit = Math.min(width, height)
  const margin = Math.round(unit * 0.08)
  const markSize = Math.round(unit * (portrait ? 0.22 : 0.14))
  const lineSize = Math.round(unit * (portrait ? 0.06 : 0.035))
  const taglineSize = Math.round(unit * (portrait ? 0.032 : 0.02))
  const maxWidth = portrait ? width - margin * 2 : Math.round(width * 0.5)
  const markY = Math.round(portrait ? height * 0.58 : height * 0.62)
  return {
    mark: { x: margin, y: markY, fontSize: markSize, maxWidth },
    line: { x: margin, y: markY + Math.round(lineSize * 1.9), fontSize: lineSize, maxWidth },
    tagline: { x: margin, y: height - margin, fontSize: taglineSize, maxWidth },
  }
}

export interface AdLayout {
  readonly headline: TextBlock
  readonly body: TextBlock
  readonly button: {
    readonly x: number
    readonly y: number
    readonly height: number
    readonly fontSize: number
  }
  readonly mark: TextBlock
  readonly stripe: { readonly height: number }
}

export function adLayout({ width, height }: Size): AdLayout {
  const unit = Math.min(width, height)
  const margin = Math.round(unit * 0.08)
  const wide = width / height > 1.5
  const headlineSize = Math.round(unit * (wide ? 0.1 : 0.085))
  const bodySize = Math.round(unit * (wide ? 0.05 : 0.042))
  const maxWidth = width - margin * 2
  const buttonHeight = Math.round(unit * (wide ? 0.13 : 0.1))
  const headlineY = Math.round(height * (wide ? 0.42 : 0.34))
  return {
    stripe: { height: Math.round(unit * 0.025) },
    mark: { x: margin, y: margin + Math.round(unit * 0.09), fontSize: Math.round(unit * 0.08), maxWidth },
    headline: { x: margin, y: headlineY, fontSize: headlineSize, maxWidth },
    // The body's baseline when the headline takes one line; each further headline line pushes it down.
    body: {
      x: margin,
      y: Math.round(headlineY + headlineSize * 0.6 + bodySize * 1.6),
      fontSize: bodySize,
      maxWidth,
    },
    button: {
      x: margin,
      y: height - margin - buttonHeight,
      height: buttonHeight,
      fontSize: Math.round(buttonHeight * 0.38),
    },
  }
}

/** Line height of drawn text, as a multiple of the font size. */
export const LINE_HEIGHT = 1.15

export function fileNameFor(kind: 'wallpaper' | 'ad', size: Size): string {
  return `jul-${kind}-${size.width}x${size.height}.png`
}
