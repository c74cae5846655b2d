import { afterEach, describe, expect, it, vi } from 'vitest'
import { installGlobalErrorHandlers, writeErrorBox } from '../../../src/app/boot/global-error-handlers.ts'

describe('global error handlers', () => {
  afterEach(() => {
    document.body.replaceChildren()
    vi.restoreAllMocks()
  })

  it("writes 'App Error Detected' with the message into an empty root, as text", () => {
    const root = document.createElement('div')
    writeErrorBox(root, '<img src=x onerror=alert(1)>')
    expect(root.querySelector('h1')?.textContent).toBe('App Error Detected')
    expect(root.querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(root.querySelector('img')).toBeNull()
  })

  it('leaves a root that already shows the app alone', () => {
    const root = document.createElement('div')
    root.append(document.createElement('main'))
    writeErrorBox(root, 'boom')
    expect(root.textContent).not.toContain('App Error Detected')
  })

  it('reports an unhandled rejection into the empty #root and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const root = document.createElement('div')
    root.id = 'root'
    document.body.append(root)
    installGlobalErrorHandlers(window)
    const event = new Event('unhandledrejection') as Event & { reason: unknown }
    Object.defineProperty(event, 'reason', { value: new Error('chunk failed to load') })
    window.dispatchEvent(event)
    expect(root.textContent).toContain('App Error Detected')
    expect(root.textContent).toContain('chunk failed to load')
    expect(log).toHaveBeenCalled()
  })
})
