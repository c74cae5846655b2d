import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the fake provider received it. */
export interface RecordedRequest {
  method: string
  /** Path and query, e.g. /v1/customers?email=a%40b.c&limit=1 */
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

export interface FakeAnswer {
  status?: number
  json?: unknown
  text?: string
  headers?: Record<string, string>
}

export interface LoopbackFake {
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

/**
 * A fake of an outside provider on 127.0.0.1: every request is recorded (method, path, headers, raw
 * body) so a test can check exactly what the real adapter sent, and answered by `answer` the way
 * the provider would. Nothing leaves the machine.
 */
export async function startLoopbackFake(
  answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<LoopbackFake> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        text: body.toString('utf8'),
      }
      requests.push(recorded)
      Promise.resolve(answer(recorded)).then(
        (reply) => {
          const payload = reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json)
          res.writeHead(reply.status ?? 200, {
            'Content-Type': reply.json === undefined ? 'text/plain' : 'application/json',
            ...reply.headers,
          })
          res.end(payload)
        },
        (error: unknown) => {
          res.writeHead(500, { 'Content-Type': 'text/plain' })
          res.end(String(error))
        },
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A form-encoded body (what the Stripe library sends) as a flat map of its keys. */
export const formFields = (request: RecordedRequest): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(request.text))
