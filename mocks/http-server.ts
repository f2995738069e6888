import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw'
import { hostShop, hostedShopPaths } from './db'
import { handlers } from './handlers'
import { setServerOrigin } from './origin'
import { MESSAGES, MOCK_SERVER_PORT, SEED_IMAGES_PATH, SHOP_PATH_PATTERN } from './rules'
import { applyScenario, isScenarioName, type ScenarioName } from './scenarios'
import { seedImageFiles } from './seed/products'

/**
 * `npm run mock:server`: the same handlers as the browser and Vitest, over real HTTP on
 * 127.0.0.1 (default port 4010), for the Pact verifier and any HTTP client (docs/mock-server.md).
 *
 * node:http turns each request into a fetch Request for msw's `getResponse` and writes the answer
 * back; on top of the handlers it adds CORS for any origin, the seed images, a body limit, and
 * hanging up for the `network-error` scenario. (Not @mswjs/http-middleware: it loads msw's
 * CommonJS build beside the handlers' ESM one, and a network error makes it set status 0, an
 * unhandled rejection that stops Node; see docs/mock-server.md.)
 */

const SEED_IMAGES_DIR = fileURLToPath(new URL('./seed/images/', import.meta.url))
/** Bodies above this are refused unread (uploads are limited to 3 MB by the handler anyway). */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024

export interface MockServerOptions {
  port?: number
  host?: string
  /** Start from this scenario instead of the default shop. */
  scenario?: ScenarioName
  /** More shop paths to host besides the app's (each with its own data). */
  shopPaths?: readonly string[]
}

export interface RunningMockServer {
  url: string
  close(): Promise<void>
}

/** The seed images, on the server's own origin (the stored image URLs point here). */
const seedImages: HttpHandler = http.get(`*${SEED_IMAGES_PATH}:file`, async ({ params, request }) => {
  const file = String(params.file)
  // Only the files the catalogue names: no path reaches outside the folder.
  if (!seedImageFiles.includes(file))
    return HttpResponse.json({ success: false, message: MESSAGES.routeNotFound }, { status: 404 })
  const bytes = await readFile(resolve(SEED_IMAGES_DIR, file))
  const headers = {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=3600',
    Vary: 'Accept-Encoding',
  }
  // SVG is text: an image host sends it compressed (the pictures are 5–80 KB, a fifth of that gzipped).
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? ''))
    return new HttpResponse(new Uint8Array(bytes), { headers })
  return new HttpResponse(new Uint8Array(gzipSync(bytes)), {
    headers: { ...headers, 'Content-Encoding': 'gzip' },
  })
})

const serverHandlers = [seedImages, ...handlers]

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
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** The body, or null once it passes MAX_REQUEST_BYTES. */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_REQUEST_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const cors = corsHeaders(req)
  const method = (req.method ?? 'GET').toUpperCase()
  if (method === 'OPTIONS') {
    res.writeHead(204, cors)
    res.end()
    return
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req) : undefined
  if (body === null) {
    sendJson(res, 413, { success: false, message: MESSAGES.bodyTooLarge }, cors)
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item)
  }
  const request = new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })

  const response = await getResponse(serverHandlers, request)
  if (!response) {
    sendJson(res, 404, { success: false, message: MESSAGES.routeNotFound }, cors)
    return
  }
  if (response.type === 'error') {
    // The failing-endpoint scenario's "network error": hang up without an answer.
    res.destroy()
    return
  }
  res.writeHead(response.status, { ...cors, ...Object.fromEntries(response.headers) })
  if (method === 'HEAD' || !response.body) res.end()
  else Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(res)
}

/** Starts the fake on HTTP; resolves once it listens (port 0 picks a free one). */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  for (const path of options.shopPaths ?? []) {
    if (!SHOP_PATH_PATTERN.test(path))
      throw new Error(`"${path}" is not a shop path (letters, digits, - and _)`)
  }

  let origin = `http://${host}`
  const server = createServer((req, res) => {
    handle(req, res, origin).catch(() => {
      if (!res.headersSent)
        sendJson(res, 400, { success: false, message: MESSAGES.unexpected }, corsHeaders(req))
      else res.destroy()
    })
  })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? MOCK_SERVER_PORT, host, () => resolveListen())
  })
  origin = `http://${host}:${(server.address() as AddressInfo).port}`
  // Seed after listening, so the stored image URLs carry the real port.
  setServerOrigin(origin)
  for (const path of options.shopPaths ?? []) await hostShop(path)
  await applyScenario(options.scenario ?? 'default')

  return {
    url: origin,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolveClose()))
      }),
  }
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href

if (isMain) {
  // npm run mock:server -- [--port 4010] [--shop-path other …]; PORT and MOCK_SCENARIO work too.
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'shop-path': { type: 'string', multiple: true } },
    allowPositionals: false,
  })
  const portText = values.port ?? process.env.PORT
  const envScenario = process.env.MOCK_SCENARIO
  const running = await startMockServer({
    port: portText && /^\d+$/.test(portText) ? Number(portText) : MOCK_SERVER_PORT,
    scenario: isScenarioName(envScenario) ? envScenario : undefined,
    shopPaths: values['shop-path'] ?? [],
  })
  console.log(`Fake course API listening on ${running.url}`)
  for (const path of hostedShopPaths()) console.log(`  shop "${path}": ${running.url}/v2/api/${path}/…`)
  console.log(`  POST ${running.url}/__mock/reset to start over`)
  const stop = () => {
    void running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
