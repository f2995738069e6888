import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SPA_FALLBACK, servePrerenderedPages, staticPageUrl } from '@/app/build/prerenderedPagesPreview'

const root = mkdtempSync(join(tmpdir(), 'preview-'))
for (const page of ['', 'about', 'products', 'products/-OBfast1']) {
  mkdirSync(join(root, page), { recursive: true })
  writeFileSync(join(root, page, 'index.html'), '<!DOCTYPE html>')
}
writeFileSync(join(root, '__spa-fallback.html'), '<!DOCTYPE html>')
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('vite preview answers as a static host for prerendered pages', () => {
  it('serves a prerendered path its index.html, with or without a trailing slash, query kept', () => {
    expect(staticPageUrl(root, '/')).toBe('/index.html')
    expect(staticPageUrl(root, '/about')).toBe('/about/index.html')
    expect(staticPageUrl(root, '/about/')).toBe('/about/index.html')
    expect(staticPageUrl(root, '/products?q=%E8%9B%8B')).toBe('/products/index.html?q=%E8%9B%8B')
    expect(staticPageUrl(root, '/products/-OBfast1')).toBe('/products/-OBfast1/index.html')
  })

  it('serves any other page path the SPA fallback page, which hydrates the route the URL names', () => {
    expect(staticPageUrl(root, '/admin')).toBe(SPA_FALLBACK)
    expect(staticPageUrl(root, '/products/nope?x=1')).toBe(`${SPA_FALLBACK}?x=1`)
    expect(staticPageUrl(root, '/../../etc')).toBe(SPA_FALLBACK)
  })

  it('leaves files (scripts, styles, pictures) and malformed paths to the static server', () => {
    expect(staticPageUrl(root, '/assets/entry.client-abc.js')).toBe('/assets/entry.client-abc.js')
    expect(staticPageUrl(root, '/seed-images/x.svg')).toBe('/seed-images/x.svg')
    expect(staticPageUrl(root, '/%E0%A4%A')).toBe('/%E0%A4%A')
  })

  it('rewrites GET and HEAD requests only', () => {
    const serve = servePrerenderedPages(root)
    const request = (method: string, url: string) => {
      const req = { method, url } as Parameters<typeof serve>[0]
      serve(req, {} as Parameters<typeof serve>[1], () => {})
      return req.url
    }
    expect(request('GET', '/about')).toBe('/about/index.html')
    expect(request('HEAD', '/admin')).toBe(SPA_FALLBACK)
    expect(request('POST', '/about')).toBe('/about')
  })
})
