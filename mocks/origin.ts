import { MOCK_SERVER_PORT } from './rules'

/**
 * The origin the fake's own files (seed images, uploads) are served from, so the URLs it stores
 * are absolute, like the real API's image URLs, and load from any client: the page's origin for
 * the in-browser fake, the mock server's own address over HTTP (set when it starts).
 */

let serverOrigin: string | null = null

/** mock:server only: where it listens (null: back to the default). */
export function setServerOrigin(origin: string | null): void {
  serverOrigin = origin
}

/** The page's origin in a browser (or jsdom), else the mock server's, else `fallback`. */
export function publicOrigin(fallback = `http://127.0.0.1:${MOCK_SERVER_PORT}`): string {
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin
  if (pageOrigin && /^https?:\/\//.test(pageOrigin)) return pageOrigin
  return serverOrigin ?? fallback
}
