import { useState } from 'react'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Download } from '../../ui/icons.ts'
import { Input } from '../../ui/input.tsx'
import { drawAd, themeColours } from './canvas-draw.ts'
import {
  AD_BODY_MAX,
  AD_FORMATS,
  AD_HEADLINE_MAX,
  type AdFormat,
  adLayout,
  fileNameFor,
  THEMES,
  type Theme,
} from './canvas-layout.ts'
import { OptionField } from './option-field.tsx'
import { TOOL_TEXTS } from './texts.ts'
import { useCanvas } from './use-canvas.ts'

/** /social-media-ad-generator: an on-brand ad in the networks' sizes, drawn in the browser, downloaded as a PNG. */
export default function SocialAdGenerator() {
  const [formatId, setFormatId] = useState<AdFormat>('square')
  const [theme, setTheme] = useState<Theme>('founders')
  const [headline, setHeadline] = useState<string>(TOOL_TEXTS.defaultHeadline)
  const [body, setBody] = useState<string>(TOOL_TEXTS.defaultBody)
  const [cta, setCta] = useState<string>(TOOL_TEXTS.defaultCta)
  const size = AD_FORMATS[formatId]
  const { canvas, download, status, message } = useCanvas(
    size,
    (context) => drawAd(context, size, adLayout(size), themeColours(theme), { headline, body, cta }),
    [theme, headline, body, cta],
  )

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <Card className="grid content-start gap-4">
        <OptionField label={TOOL_TEXTS.format} options={AD_FORMATS} value={formatId} onChange={setFormatId} />
        <OptionField label={TOOL_TEXTS.theme} options={THEMES} value={theme} onChange={setTheme} />
        <Field label={TOOL_TEXTS.headline} hint={`Up to ${AD_HEADLINE_MAX} characters`}>
          <Input
            value={headline}
            maxLength={AD_HEADLINE_MAX}
            onChange={(event) => setHeadline(event.target.value)}
          />
        </Field>
        <Field label={TOOL_TEXTS.body} hint={`Up to ${AD_BODY_MAX} characters`}>
          <Input value={body} maxLength={AD_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
        </Field>
        <Field label={TOOL_TEXTS.cta}>
          <Input value={cta} maxLength={30} onChange={(event) => setCta(event.target.value)} />
        </Field>
        <Button onClick={() => void download(fileNameFor('ad', size))}>
          <Download aria-hidden="true" />
          {TOOL_TEXTS.download}
        </Button>
        {message && <Alert variant={status === 'failed' ? 'danger' : 'success'}>{message}</Alert>}
      </Card>
      <figure className="grid justify-items-center gap-2 rounded-xl border border-border bg-muted p-4">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Ad preview, ${size.label}: "${headline}". ${body} Button: ${cta}.`}
          className="h-auto max-h-[32rem] w-auto max-w-full rounded-lg shadow-md"
        />
        <figcaption className="text-sm text-muted-foreground">{TOOL_TEXTS.preview}</figcaption>
      </figure>
    </div>
  )
}
