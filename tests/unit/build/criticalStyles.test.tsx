// @vitest-environment node
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import Card from '@mui/material/Card'
import Checkbox from '@mui/material/Checkbox'
import { ThemeProvider } from '@mui/material/styles'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { composedLayerStyles, withCriticalStyles } from '@/app/build/criticalStyles.server'
import { theme } from '@/components/theme/theme'

describe('a prerendered page lists the styles of MUI’s inner layers too', () => {
  const cache = createCache({ key: 'css' })
  cache.compat = true
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <Card>
          <Checkbox slotProps={{ input: { 'aria-label': '蛋餅' } }} />
        </Card>
      </ThemeProvider>
    </CacheProvider>,
  )
  const critical = extractCriticalToChunks(html)
  const tag = composedLayerStyles(cache, critical, constructStyleTagsFromChunks)
  const layers = /^<style data-emotion="css ([^"]+)"[^>]*>([\s\S]*)<\/style>$/.exec(tag)

  it('in one more style tag of the same cache key, with their rules', () => {
    expect(layers).not.toBeNull()
    const ids = layers![1].split(' ')
    // Card is Paper's layer, Checkbox is SwitchBase's and ButtonBase's.
    expect(ids.length).toBeGreaterThanOrEqual(2)
    for (const id of ids) expect(layers![2]).toContain(`.css-${id}`)
  })

  it('none of them is a class of the page or one of its critical styles', () => {
    const criticalIds = new Set(critical.styles.flatMap((chunk) => chunk.ids))
    for (const id of layers![1].split(' ')) {
      expect(html).not.toContain(`css-${id}`)
      expect(criticalIds.has(id)).toBe(false)
    }
  })

  it('is empty when every style is on the page', () => {
    const plain = createCache({ key: 'css' })
    plain.compat = true
    const server = createEmotionServer(plain)
    const page = renderToString(<CacheProvider value={plain}>早餐</CacheProvider>)
    expect(
      composedLayerStyles(plain, server.extractCriticalToChunks(page), server.constructStyleTagsFromChunks),
    ).toBe('')
  })
})

describe('a rendered page gets its critical styles', () => {
  it('in the head, and the inner layers’ styles at the end of the body', () => {
    const cache = createCache({ key: 'css' })
    cache.compat = true
    const body = renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <Card>早餐</Card>
        </ThemeProvider>
      </CacheProvider>,
    )
    const page = withCriticalStyles(`<html><head><title>t</title></head><body>${body}</body></html>`, cache)
    const head = page.slice(0, page.indexOf('</head>'))
    const end = page.slice(page.lastIndexOf(body) + body.length)
    expect(head).toMatch(/<style data-emotion="css [^"]+"[^>]*>[^<]+<\/style>$/)
    expect(end).toMatch(/^<style data-emotion="css [^"]+"[^>]*>[^<]+<\/style><\/body><\/html>$/)
  })

  it('adds nothing to the body of a page without styled layers', () => {
    const cache = createCache({ key: 'css' })
    cache.compat = true
    const page = withCriticalStyles('<html><head></head><body><main>早餐店</main></body></html>', cache)
    expect(page).toMatch(/<\/head><body><main>早餐店<\/main><\/body><\/html>$/)
  })
})
