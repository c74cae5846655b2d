import { useState } from 'react'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Download } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { drawWallpaper, themeColours } from './canvas-draw.ts'
import {
  fileNameFor,
  THEMES,
  type Theme,
  WALLPAPER_LINE_MAX,
  WALLPAPER_SIZES,
  type WallpaperSize,
  wallpaperLayout,
} from './canvas-layout.ts'
import { OptionField } from './option-field.tsx'
import { TOOL_TEXTS } from './texts.ts'
import { useCanvas } from './use-canvas.ts'

/** /wallpaper-generator: a JUL wallpaper drawn on a canvas in the browser and downloaded as a PNG. */
export default function WallpaperGenerator() {
  const [sizeId, setSizeId] = useState<WallpaperSize>('iphone')
  const [theme, setTheme] = useState<Theme>('ink')
  const [line, setLine] = useState<string>(TOOL_TEXTS.defaultLine)
  const size = WALLPAPER_SIZES[sizeId]
  const { canvas, download, status, message } = useCanvas(
    size,
    (context) =>
      drawWallpaper(context, size, wallpaperLayout(size), themeColours(theme), {
        line,
        tagline: TOOL_TEXTS.tagline,
      }),
    [theme, line],
  )

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <Card className="grid content-start gap-4">
        <OptionField label={TOOL_TEXTS.size} options={WALLPAPER_SIZES} value={sizeId} onChange={setSizeId} />
        <OptionField label={TOOL_TEXTS.theme} options={THEMES} value={theme} onChange={setTheme} />
        <Field label={TOOL_TEXTS.line} hint={TOOL_TEXTS.lineHint}>
          <Input
            value={line}
            maxLength={WALLPAPER_LINE_MAX}
            onChange={(event) => setLine(event.target.value)}
          />
        </Field>
        <Button onClick={() => void download(fileNameFor('wallpaper', size))}>
          <Download aria-hidden="true" />
          {TOOL_TEXTS.download}
        </Button>
        {message && <Alert variant={status === 'failed' ? 'danger' : 'success'}>{message}</Alert>}
      </Card>
      <figure className="grid justify-items-center gap-2 rounded-xl border border-border bg-muted p-4">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Wallpaper preview, ${size.label}, ${THEMES[theme].label} theme: the JUL mark${line.trim() ? `, "${line.trim()}"` : ''} and "${TOOL_TEXTS.tagline}"`}
          className="h-auto max-h-[32rem] w-auto max-w-full rounded-lg shadow-md"
        />
        <figcaption className="text-sm text-muted-foreground">{TOOL_TEXTS.preview}</figcaption>
      </figure>
    </div>
  )
}
