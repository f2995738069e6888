import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import { ServerRouter, type EntryContext } from 'react-router'

/**
 * Build-time rendering only (ssr: false): React Router calls this for every prerendered path and
 * for the SPA fallback page. React's static prerender waits for all data and lazy parts, then the
 * Emotion styles the page used (MUI's included) are written into <head>, so the page is styled
 * before any JavaScript runs; on the client Emotion's cache adopts those <style> tags.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const cache = createCache({ key: 'css' })
  // compat: components only register their styles in the cache (no inline <style> next to them);
  // the critical ones are extracted below.
  cache.compat = true
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)

  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ServerRouter context={routerContext} url={request.url} />
    </CacheProvider>,
  )
  const html = await text(prelude)
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html))

  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html.replace('</head>', `${styles}</head>`), {
    status,
    headers,
  })
}
