import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

// The local provider's pages are plain server-rendered HTML: no app bundle, no script, every value
// escaped by hono/html. They stand in for the payment provider's hosted pages on a developer's machine.

type Fragment = HtmlEscapedString | Promise<HtmlEscapedString>

export function page(title: string, body: Fragment): Fragment {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
      main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
        box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
      h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
      .note { color: #4b5563; font-size: 0.875rem; margin: 0 0 1.5rem; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
      dt { color: #4b5563; }
      dd { margin: 0; font-weight: 600; }
      .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
      form { margin: 0; }
      button { font: inherit; border-radius: 8px; padding: 0.6rem 1.2rem; cursor: pointer; border: 1px solid #d1d5db;
        background: #fff; color: #111827; }
      button.primary { background: #111827; color: #fff; border-color: #111827; }
      section { border-top: 1px solid #e5e7eb; padding-top: 1rem; margin-top: 1rem; }
      .done { background: #ecfdf5; color: #065f46; padding: 0.5rem 0.75rem; border-radius: 8px; }
      a { color: #1d4ed8; }
    </style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`
}

export function errorPage(message: string): Fragment {
  return page('Link not valid', html`<h1>Link not valid</h1><p class="note">${message}</p>`)
}
