import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client'

/**
 * tus-js-client's requests over `fetch`, for the service worker, which has no XMLHttpRequest (the
 * library's browser stack). Fetch reports no upload progress: a chunk's bytes count once the server
 * answered it, which is also what a resume would start from.
 */
export function fetchHttpStack(fetcher: typeof fetch = (input, init) => fetch(input, init)): HttpStack {
  return {
    getName: () => 'FetchHttpStack',
    createRequest: (method, url) => new FetchRequest(fetcher, method, url),
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {}
  private readonly abortController = new AbortController()
  private onProgress: (bytesSent: number) => void = () => {}

  constructor(
    private readonly fetcher: typeof fetch,
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod = () => this.method
  getURL = () => this.url
  setHeader(header: string, value: string): void {
    this.headers[header] = value
  }
  getHeader = (header: string) => this.headers[header]
  setProgressHandler(handler: (bytesSent: number) => void): void {
    this.onProgress = handler
  }

  async send(body: Blob | ArrayBufferView<ArrayBuffer> | null = null): Promise<HttpResponse> {
    const response = await this.fetcher(this.url, {
      method: this.method,
      headers: this.headers,
      body,
      signal: this.abortController.signal,
    })
    const text = await response.text()
    if (body && response.ok) this.onProgress(body instanceof Blob ? body.size : body.byteLength)
    return {
      getStatus: () => response.status,
      getHeader: (header) => response.headers.get(header) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => response,
    }
  }

  async abort(): Promise<void> {
    this.abortController.abort()
  }

  getUnderlyingObject = () => this.abortController
}
