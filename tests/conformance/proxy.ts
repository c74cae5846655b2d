import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// Stands where a suite expects the bare service (PostgREST at `/<table>`, GoTrue at `/<endpoint>`):
// `/<path>` goes to the local server's `<prefix>/<path>` with the anon key that Supabase's gateway
// requires when the request carries none. Nothing else is changed either way.
export async function startApiProxy(
  target: string,
  anonKey: string,
  prefix: '/rest/v1' | '/auth/v1',
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    forward(request, `${target}${prefix}`, anonKey).then(
      async (upstream) => {
        const headers: Record<string, string> = {}
        upstream.headers.forEach((value, key) => {
          if (key !== 'content-encoding' && key !== 'transfer-encoding') headers[key] = value
        })
        const body = Buffer.from(await upstream.arrayBuffer())
        response.writeHead(upstream.status, upstream.statusText, headers)
        response.end(body)
      },
      (error: unknown) => {
        response.writeHead(502, { 'Content-Type': 'text/plain' })
        response.end(String(error))
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function forward(request: IncomingMessage, target: string, anonKey: string): Promise<Response> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'host' || key === 'content-length') continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  if (!headers.has('apikey')) headers.set('apikey', anonKey)
  const method = request.method ?? 'GET'
  return fetch(`${target}${request.url ?? '/'}`, {
    redirect: 'manual',
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  })
}
