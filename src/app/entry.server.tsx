import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'
import { withCriticalStyles } from './build/criticalStyles.server'

/**
 * Build-time rendering only (ssr: false): React Router calls this for every prerendered path and
 * for the SPA fallback page. The page is written out once everything in it is ready (lazy parts
 * included), so the HTML is complete and readable without JavaScript; then the Emotion styles the
 * page used (MUI's included) go into <head>, so it is styled before any script runs. In the
 * browser Emotion's cache adopts those <style> tags.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const cache = createCache({ key: 'css' })
  // compat: components only register their styles in the cache (no inline <style> next to them);
  // withCriticalStyles extracts the ones the page uses.
  cache.compat = true

  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>,
      {
        // A static page is written in one piece: React would otherwise move large finished
        // Suspense boundaries out of place and swap them in with a script (invisible without JS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Wait for every Suspense boundary: no streamed fallbacks in a static page.
        async onAllReady() {
          const body = new PassThrough()
          pipe(body)
          headers.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(withCriticalStyles(await text(body), cache), { status, headers }))
        },
        onShellError: reject,
        onError(error) {
          console.error(error)
          status = 500
        },
      },
    )
  })
}
