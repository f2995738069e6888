import type { EmotionCache } from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'

type EmotionServer = ReturnType<typeof createEmotionServer>
type Chunks = ReturnType<EmotionServer['extractCriticalToChunks']>

/**
 * The styles of the styled components' inner layers, as one more style tag. MUI builds a
 * component from styled layers (Card on Paper, Checkbox on SwitchBase…): each layer's styles are
 * serialized and inserted under a class of their own, and only the merged class of the innermost
 * layer reaches the HTML, so only it is "critical". In the browser the same layers are serialized
 * again while the page hydrates, their classes are not among the page's, and Emotion compiles and
 * inserts each one (160-odd rules on /products, about a third of the hydration commit's time)
 * though no element wears them. This tag lists them, so Emotion's cache in the browser knows they
 * are in; it goes at the end of the body, where it does not hold the first paint back (Emotion
 * moves it into the head before hydrating).
 *
 * Works around: @emotion/server 11.11's `extractCriticalToChunks` keeps only the classes it finds
 * in the HTML, so composed classes no element wears are inserted again in the browser (the
 * limitation noted when critical extraction was written, emotion-js/emotion#218; unchanged since).
 */
export function composedLayerStyles(
  cache: EmotionCache,
  critical: Chunks,
  constructStyleTags: (chunks: Chunks) => string,
): string {
  const listed = new Set(critical.styles.flatMap((chunk) => chunk.ids))
  const ids: string[] = []
  let css = ''
  for (const [id, rules] of Object.entries(cache.inserted)) {
    // Not a global style (those have no registered class), not on the page already.
    if (typeof rules !== 'string' || listed.has(id) || cache.registered[`${cache.key}-${id}`] === undefined)
      continue
    ids.push(id)
    css += rules
  }
  return ids.length ? constructStyleTags({ html: '', styles: [{ key: cache.key, ids, css }] }) : ''
}

/**
 * A rendered page with the Emotion styles it used (MUI's included) in its `<head>`, so it is styled
 * before any script runs (Emotion's documented recipe for rendering on a server: in the browser
 * its cache adopts these tags), and {@link composedLayerStyles} at the end of its body.
 */
export function withCriticalStyles(html: string, cache: EmotionCache): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
  const critical = extractCriticalToChunks(html)
  const styles = constructStyleTagsFromChunks(critical)
  const layers = composedLayerStyles(cache, critical, constructStyleTagsFromChunks)
  return html
    .replace('</head>', () => `${styles}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${layers}</body>`)
}
