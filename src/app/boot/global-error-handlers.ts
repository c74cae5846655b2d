/**
 * Spec 000 §8: script errors and unhandled rejections are logged; when nothing rendered (the root is
 * empty) a plain 'App Error Detected' box with the message is written with DOM APIs, never innerHTML,
 * because the message may carry user data. (They are also reported, with consent, once the audit trail
 * has loaded: error-reporting.ts listens for itself, so no reporting code is on the first load.)
 */
const installed = new WeakSet<Window>()

export function describeError(reason: unknown): string {
  if (reason instanceof Error) return reason.message
  if (typeof reason === 'string') return reason
  try {
    return JSON.stringify(reason) ?? String(reason)
  } catch {
    return String(reason)
  }
}

export function writeErrorBox(root: HTMLElement, message: string): void {
  if (root.childElementCount > 0 || root.textContent?.trim()) return
  const doc = root.ownerDocument
  const box = doc.createElement('div')
  box.setAttribute('role', 'alert')
  box.className =
    'm-4 grid gap-2 rounded-xl border border-danger/40 bg-danger-soft p-4 text-danger-soft-foreground [&_h1]:font-semibold'
  const heading = doc.createElement('h1')
  heading.textContent = 'App Error Detected'
  const detail = doc.createElement('p')
  detail.textContent = message
  box.append(heading, detail)
  root.append(box)
}

export function installGlobalErrorHandlers(win: Window, rootId = 'root'): void {
  if (installed.has(win)) return
  installed.add(win)
  const report = (reason: unknown) => {
    const message = describeError(reason)
    console.error('Unhandled application error:', reason)
    const root = win.document.getElementById(rootId)
    if (root) writeErrorBox(root, message)
  }
  win.addEventListener('error', (event) => report(event.error ?? event.message))
  win.addEventListener('unhandledrejection', (event) => report(event.reason))
}
