import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { productCardSvg, wrapTitle, writeShareImages } from '../../../src/app/build/shareImages.server'
import { isPrivatePath, prerenderedPaths, writeSitemap } from '../../../src/app/build/sitemap.server'
import type { Product } from '../../../src/api/types'

function site(pages: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-'))
  for (const page of pages) {
    mkdirSync(join(folder, page), { recursive: true })
    writeFileSync(join(folder, page, 'index.html'), '<!doctype html>')
  }
  writeFileSync(join(folder, '__spa-fallback.html'), '')
  return folder
}

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the public prerendered pages, and keeps crawlers out of the private ones', () => {
    const folder = site(['', 'about', 'products', 'products/-OBa', 'cart', 'orders', 'admin-login'])
    expect(prerenderedPaths(folder)).toEqual([
      '/',
      '/about',
      '/admin-login',
      '/cart',
      '/orders',
      '/products',
      '/products/-OBa',
    ])
    expect(writeSitemap(folder, 'https://shop.example')).toEqual([
      '/',
      '/about',
      '/products',
      '/products/-OBa',
    ])
    const sitemap = readFileSync(join(folder, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>https://shop.example/products/-OBa</loc>')
    expect(sitemap).not.toContain('/cart')
    const robots = readFileSync(join(folder, 'robots.txt'), 'utf8')
    expect(robots).toContain('Disallow: /cart')
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml')
    expect(isPrivatePath('/orders/abc')).toBe(true)
    expect(isPrivatePath('/products')).toBe(false)
  })
})

describe('share pictures', () => {
  it('wraps a long name in at most three lines, with an ellipsis', () => {
    expect(wrapTitle('起司蛋餅', 7.5, 3)).toEqual(['起司蛋餅'])
    const lines = wrapTitle('季節限定南瓜濃湯加上烤麵包丁與起司粉的超豪華早餐組合', 7.5, 3)
    expect(lines).toHaveLength(3)
    expect(lines[2].endsWith('…')).toBe(true)
  })

  it('escapes the text of the card', () => {
    const svg = productCardSvg({ title: '<b>&蛋餅', category: '蛋餅', price: 55, origin_price: 65 }, null)
    expect(svg).toContain('&lt;b&gt;&amp;蛋餅')
    expect(svg).toContain('NT$65')
  })

  it('writes a 1200 × 630 PNG per product, one for the shop and the logo, a missing picture included', async () => {
    const folder = site([''])
    const logo = join(folder, 'logo.svg')
    writeFileSync(
      logo,
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#a00"/></svg>',
    )
    const product = {
      id: '-OBa',
      title: '蛋餅',
      category: '蛋餅',
      price: 50,
      origin_price: 60,
      imageUrl: '/nowhere.png',
    } as Product
    const written = await writeShareImages({
      siteFolder: folder,
      products: [product],
      heroSvgFile: logo,
      logoSvgFile: logo,
    })
    expect(written).toEqual(['/og/shop.png', '/og/logo.png', '/og/products/-OBa.png'])
    const png = readFileSync(join(folder, 'og/products/-OBa.png'))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(readFileSync(join(folder, 'og/logo.png')).readUInt32BE(16)).toBe(512)
  })
})
