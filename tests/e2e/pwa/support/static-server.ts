import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { createGzip } from 'node:zlib'
import { navigationDocument } from '../../../../sw/asset-class.ts'
import { SHELL_PATH } from '../../../../sw/protocol.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** A static host has no Supabase API: those paths must answer 404, never the SPA fallback. */
const NO_API = /^\/(rest|auth|storage|functions|realtime)\/v1(\/|$)/

export interface StaticServer {
  readonly origin: string
  /** Serve another build from now on: the way a deploy replaces the files behind one origin. */
  setRoot(directory: string): void
  close(): Promise<void>
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * A deploy-like static host for one build at a time: hashed assets are immutable, everything else is
 * revalidated (as a CDN would serve index.html and the service worker), `/` gets index.html (the
 * prerendered home page) and unknown paths without an extension the shell the service worker would
 * serve (SPA fallback: the mobile shell's under /app). Files missing from the current build answer 404,
 * like a server that no longer has the previous deploy's chunks.
 */
/** Types a CDN sends compressed (the benchmarks' `gzip` option; fonts and images are compressed already). */
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg'])

export async function startStaticServer(
  port: number,
  initialRoot: string,
  options: { gzip?: boolean } = {},
): Promise<StaticServer> {
  let root = initialRoot
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
      const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '')
      let file = join(root, safe)
      if (!(await isFile(file))) {
        if (extname(safe) !== '' || NO_API.test(safe)) {
          response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
          return
        }
        file = join(root, safe === '/' ? 'index.html' : (navigationDocument(safe) ?? SHELL_PATH))
      }
      const immutable = safe.startsWith('/assets/')
      const gzip =
        options.gzip === true &&
        TEXT.has(extname(file)) &&
        /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      })
      const body = createReadStream(file)
      if (gzip) body.pipe(createGzip()).pipe(response)
      else body.pipe(response)
    })()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    setRoot: (directory) => {
      root = directory
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
