import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { withHead } from '../functions/_shared/link-preview.ts'
import {
  BASE_HEADERS,
  documentHeaders,
  inMobileShell,
  MOBILE_SHELL_PATH,
  SHELL_PATH,
} from './security-headers.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
  '.mp3': 'audio/mpeg',
  '.webm': 'audio/webm',
  '.wasm': 'application/wasm',
}

export const contentTypeFor = (path: string) =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'

/** `pathname` is what was asked for: the SPA fallback serves the shell under the route's own rules. */
async function fileResponse(path: string, method: string, pathname: string): Promise<Response | undefined> {
  const info = await stat(path).catch(() => undefined)
  if (!info?.isFile()) return undefined
  // Hashed build assets never change; the shell, manifest and service worker must revalidate so
  // a new build reaches clients.
  const immutable = /[\\/]assets[\\/]/.test(path)
  const html = extname(path).toLowerCase() === '.html'
  const headers = {
    // The app calls the API on its own origin here; a hosted project's origin is in dist/_headers.
    ...(html ? documentHeaders(pathname, null) : BASE_HEADERS),
    'Content-Type': contentTypeFor(path),
    'Content-Length': String(info.size),
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  if (method === 'HEAD') return new Response(null, { status: 200, headers })
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers })
}

/** The head a page's link preview needs that only its row knows (a proposal, a report), or null. */
export type HeadForPath = (pathname: string) => Promise<string | null>

/**
 * Serves the built PWA. A navigation gets the page's own document where the build wrote one
 * (`<path>/index.html`: every public page, with its head and HTML); unknown paths fall back to
 * mobile-shell.html under /app and to shell.html elsewhere (the SPA router renders its own not-found
 * page), the shell carrying the head `headFor` gives (a published proposal's or report's). `/` is
 * index.html, the home page the build prerendered. The API prefixes never reach this function.
 */
export async function serveStatic(
  root: string,
  request: Request,
  headFor: HeadForPath = async () => null,
): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const base = resolve(root)
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(request.url).pathname)
  } catch {
    return undefined
  }
  if (pathname.includes('\0')) return undefined
  const target = normalize(join(base, pathname))
  if (target !== base && !target.startsWith(base + sep)) return undefined
  const direct = pathname.endsWith('/')
    ? await fileResponse(join(target, 'index.html'), request.method, pathname)
    : await fileResponse(target, request.method, pathname)
  if (direct) return direct
  const navigation = (request.headers.get('Accept') ?? '').includes('text/html') || extname(pathname) === ''
  if (!navigation) return undefined
  const own = await fileResponse(join(target, 'index.html'), request.method, pathname)
  if (own) return own
  const shellPath = join(base, inMobileShell(pathname) ? MOBILE_SHELL_PATH : SHELL_PATH)
  const head = inMobileShell(pathname) ? null : await headFor(pathname).catch(() => null)
  if (head === null) return fileResponse(shellPath, request.method, pathname)
  const shell = await readFile(shellPath, 'utf8').catch(() => null)
  if (shell === null) return undefined
  const body = withHead(shell, head)
  const headers = {
    ...documentHeaders(pathname, null),
    'Content-Type': contentTypeFor(shellPath),
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-cache',
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
