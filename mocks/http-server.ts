import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getResponse } from 'msw'
import { handlers } from './handlers'
import { MESSAGES, MOCK_SERVER_PORT } from './rules'
import { applyScenario, isScenarioName, type ScenarioName } from './scenarios'

/**
 * `npm run mock:server`: the same handlers as the browser and Vitest, over real HTTP on
 * 127.0.0.1 (default port 4010, or PORT / --port), for the Pact verifier and any HTTP client.
 *
 * - CORS for any origin, preflights answered, any request header allowed (Authorization too);
 * - the seed images at /seed-images/* (mocks/seed/images);
 * - control routes under /__mock/ (reset, scenario, state), served by the handlers themselves;
 * - a `network-error` scenario closes the connection without an answer.
 *
 * Plain node:http keeps one copy of msw (no CommonJS middleware next to the ESM handlers).
 */

const SEED_IMAGES_DIR = fileURLToPath(new URL('./seed/images', import.meta.url))
/** Bodies above this are refused unread (uploads are limited to 3 MB by the handler anyway). */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

export interface MockServerOptions {
  port?: number
  host?: string
  /** Start from this scenario instead of the default shop. */
  scenario?: ScenarioName
}

export interface RunningMockServer {
  url: string
  close(): Promise<void>
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  const requested = req.headers['access-control-request-headers']
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    // Echo what the browser asks for: `*` would not cover Authorization.
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested ? requested : 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    ...(origin ? { Vary: 'Origin' } : {}),
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
  res.end(text)
}

/** Serves /seed-images/<file>; returns false if the path is not one of them. */
function serveSeedImage(pathname: string, res: ServerResponse, headers: Record<string, string>): boolean {
  if (!pathname.startsWith('/seed-images/')) return false
  let name: string
  try {
    name = decodeURIComponent(pathname.slice('/seed-images/'.length))
  } catch {
    return false
  }
  const file = resolve(join(SEED_IMAGES_DIR, name))
  if (!file.startsWith(SEED_IMAGES_DIR + sep) || !existsSync(file) || !statSync(file).isFile()) return false
  res.writeHead(200, {
    ...headers,
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=3600',
  })
  createReadStream(file).pipe(res)
  return true
}

/** Reads the body, or returns null once it passes MAX_REQUEST_BYTES. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooBig = false
    req.on('data', (chunk: Buffer) => {
      if (tooBig) return
      size += chunk.length
      if (size > MAX_REQUEST_BYTES) {
        tooBig = true
        chunks.length = 0
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolveBody(tooBig ? null : Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

async function handle(req: IncomingMessage, res: ServerResponse, fallbackHost: string): Promise<void> {
  const cors = corsHeaders(req)
  const method = (req.method ?? 'GET').toUpperCase()
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`)

  if (method === 'OPTIONS') {
    res.writeHead(204, cors)
    res.end()
    return
  }
  if ((method === 'GET' || method === 'HEAD') && serveSeedImage(url.pathname, res, cors)) return

  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req) : undefined
  if (body === null) {
    sendJson(res, 413, { success: false, message: MESSAGES.bodyTooLarge }, cors)
    return
  }
  const request = new Request(url, {
    method,
    headers: toFetchHeaders(req),
    body: hasBody && body && body.length > 0 ? new Uint8Array(body) : undefined,
  })

  const response = await getResponse(handlers, request)
  if (!response) {
    sendJson(res, 404, { success: false, message: MESSAGES.routeNotFound }, cors)
    return
  }
  if (response.type === 'error') {
    // The failing-endpoint scenario's "network error": hang up without an answer.
    res.destroy()
    return
  }
  const responseHeaders: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => {
    responseHeaders[name] = value
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  responseHeaders['content-length'] = String(bytes.length)
  res.writeHead(response.status, responseHeaders)
  res.end(method === 'HEAD' ? undefined : bytes)
}

/** Starts the fake on HTTP; resolves once it listens (port 0 picks a free one). */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? MOCK_SERVER_PORT
  await applyScenario(options.scenario ?? 'default')

  const server = createServer((req, res) => {
    handle(req, res, `${host}:${port}`).catch(() => {
      if (!res.headersSent)
        sendJson(res, 400, { success: false, message: MESSAGES.unexpected }, corsHeaders(req))
      else res.destroy()
    })
  })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolveListen())
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolveClose()))
      }),
  }
}

function portFromCommandLine(argv: readonly string[]): number | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value =
      arg === '--port' ? argv[i + 1] : arg.startsWith('--port=') ? arg.slice('--port='.length) : undefined
    if (value !== undefined && /^\d+$/.test(value)) return Number(value)
  }
  return undefined
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href

if (isMain) {
  const envPort = process.env.PORT && /^\d+$/.test(process.env.PORT) ? Number(process.env.PORT) : undefined
  const envScenario = process.env.MOCK_SCENARIO
  const running = await startMockServer({
    port: portFromCommandLine(process.argv.slice(2)) ?? envPort ?? MOCK_SERVER_PORT,
    scenario: isScenarioName(envScenario) ? envScenario : undefined,
  })
  console.log(`Fake course API listening on ${running.url} (POST ${running.url}/__mock/reset to start over)`)
  const stop = () => {
    void running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
