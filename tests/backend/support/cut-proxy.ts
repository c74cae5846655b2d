import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A link between the client and the local server that counts every request body byte it carries and
 * can drop the connection once a given number of bytes has gone through (a train entering a tunnel).
 * `bytesPerSecond` throttles request bodies, so a cut lands in the middle of a chunk as on a weak link.
 */
export interface CutProxy {
  url: string
  /** Request body bytes that reached the proxy so far. */
  bodyBytes(): number
  /** Drops the connection of the request in flight once the total reaches `atBytes` (once). */
  cutAt(atBytes: number): void
  close(): Promise<void>
}

export async function startCutProxy(
  target: string,
  options: { bytesPerSecond?: number } = {},
): Promise<CutProxy> {
  const upstream = new URL(target)
  let total = 0
  let cutAt: number | null = null
  const server: Server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // The proxy's own Host: the server builds upload addresses from it, so resumes come back here.
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.on('data', (chunk: Buffer) => {
      let piece = chunk
      if (cutAt !== null && total + piece.length >= cutAt) {
        piece = piece.subarray(0, cutAt - total)
        total += piece.length
        cutAt = null
        forward.end(piece)
        // The link drops: neither side hears from the other again on this connection.
        setTimeout(() => {
          forward.destroy()
          req.socket.destroy()
        }, 50)
        return
      }
      total += piece.length
      if (!forward.write(piece) || options.bytesPerSecond) {
        req.pause()
        const wait = options.bytesPerSecond ? (piece.length / options.bytesPerSecond) * 1000 : 0
        const resume = () => setTimeout(() => req.resume(), wait)
        if (forward.writableNeedDrain) forward.once('drain', resume)
        else resume()
      }
    })
    req.on('end', () => forward.end())
    req.on('aborted', () => forward.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bodyBytes: () => total,
    cutAt: (atBytes) => {
      cutAt = atBytes
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
