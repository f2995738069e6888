import { expect, test } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isPrivatePath, prerenderedPaths } from '../../src/app/build/sitemap.server'

/**
 * What search engines and chat apps read from the built demo (dist-demo/, built by
 * `npm run test:e2e`): every prerendered page's JSON-LD, parsed and held to schema.org's required
 * fields (and Google's for rich results); each product page's Open Graph picture, a PNG the build
 * made; sitemap.xml equal to the public prerendered pages; robots.txt pointing at it.
 */

const SITE = 'dist-demo'
const SITE_URL = 'http://localhost:4173'
const html = (path: string) => readFileSync(join(SITE, path, 'index.html'), 'utf8')

type Node = Record<string, unknown>

function jsonLdNodes(page: string): Node[] {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Node,
  )
  return blocks.flatMap((block) => {
    expect(block['@context']).toBe('https://schema.org')
    return Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block]
  })
}

const metaContent = (page: string, property: string) =>
  page.match(new RegExp(`<meta (?:property|name)="${property.replace(':', ':')}" content="([^"]*)"`))?.[1]

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value)
const quantity = (unit: string) => new RegExp(`^\\d+(\\.\\d+)? ${unit}$`)

function checkProduct(node: Node, h1: string) {
  expect(node.name).toBe(h1)
  expect(isAbsoluteUrl(node.url)).toBe(true)
  expect((node.image as unknown[]).every(isAbsoluteUrl)).toBe(true)
  const offer = node.offers as Node
  expect(offer['@type']).toBe('Offer')
  expect(typeof offer.price).toBe('number')
  expect(offer.price as number).toBeGreaterThanOrEqual(0)
  expect(offer.priceCurrency).toBe('TWD')
  expect(offer.availability).toBe('https://schema.org/InStock')
  const nutrition = node.nutrition as Node
  expect(nutrition['@type']).toBe('NutritionInformation')
  expect(nutrition.calories).toMatch(quantity('kcal'))
  expect(nutrition.servingSize).toMatch(/^\d+(\.\d+)? (g|ml)$/)
  for (const property of [
    'proteinContent',
    'fatContent',
    'saturatedFatContent',
    'transFatContent',
    'carbohydrateContent',
    'sugarContent',
  ])
    expect(nutrition[property], property).toMatch(quantity('g'))
  expect(nutrition.sodiumContent).toMatch(quantity('mg'))
}

function checkBreadcrumb(node: Node) {
  const items = node.itemListElement as Node[]
  expect(items.length).toBeGreaterThanOrEqual(2)
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem')
    expect(item.position).toBe(index + 1)
    expect(typeof item.name).toBe('string')
    expect(isAbsoluteUrl(item.item)).toBe(true)
  })
}

test('every prerendered page carries valid JSON-LD; products their offer, nutrition, breadcrumb and picture', () => {
  expect(existsSync(join(SITE, 'index.html')), 'run `npm run build:demo` first').toBe(true)
  const paths = prerenderedPaths(SITE)
  const productPaths = paths.filter((path) => /^\/products\/[^/]+$/.test(path))
  expect(productPaths.length).toBe(20)

  for (const path of paths) {
    const page = html(path)
    const nodes = jsonLdNodes(page)
    // Every node names its type; every page's canonical link is its own address.
    for (const node of nodes) expect(typeof node['@type'], path).toBe('string')
    expect(page, path).toContain(`<link rel="canonical" href="${SITE_URL}${path === '/' ? '/' : path}"/>`)

    if (productPaths.includes(path)) {
      const h1 = page.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? ''
      const products = nodes.filter((node) => node['@type'] === 'Product')
      expect(products, path).toHaveLength(1)
      checkProduct(products[0], h1)
      const breadcrumbs = nodes.filter((node) => node['@type'] === 'BreadcrumbList')
      expect(breadcrumbs, path).toHaveLength(1)
      checkBreadcrumb(breadcrumbs[0])

      // Open Graph: the product's own PNG, made by the build, 1200 × 630.
      const image = metaContent(page, 'og:image') ?? ''
      expect(image).toBe(`${SITE_URL}/og/products/${path.split('/').pop()}.png`)
      expect(page.match(/<meta property="og:image" /g), path).toHaveLength(1)
      const png = readFileSync(join(SITE, new URL(image).pathname))
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
      expect(metaContent(page, 'og:type')).toBe('product')
      expect(metaContent(page, 'twitter:card')).toBe('summary_large_image')
    }
  }

  const home = jsonLdNodes(html('/'))
  const organization = home.find((node) => node['@type'] === 'Organization')!
  expect(organization.name).toBe('早餐店')
  expect(isAbsoluteUrl(organization.url)).toBe(true)
  expect(isAbsoluteUrl(organization.logo)).toBe(true)
  expect(existsSync(join(SITE, new URL(String(organization.logo)).pathname))).toBe(true)
  const website = home.find((node) => node['@type'] === 'WebSite')!
  expect(website.name).toBe('早餐店')
  expect(isAbsoluteUrl(website.url)).toBe(true)
  expect(metaContent(html('/'), 'og:image')).toBe(`${SITE_URL}/og/shop.png`)
})

test('sitemap.xml lists exactly the public prerendered pages; robots.txt points at it', () => {
  const sitemap = readFileSync(join(SITE, 'sitemap.xml'), 'utf8')
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].slice(SITE_URL.length))
  const pages = prerenderedPaths(SITE).filter((path) => !isPrivatePath(path))
  expect(listed).toEqual(pages)
  expect(listed).toEqual(
    expect.arrayContaining(['/', '/about', '/products', '/products/-OBfast0000000000001']),
  )
  expect(listed).not.toContain('/cart')
  const robots = readFileSync(join(SITE, 'robots.txt'), 'utf8')
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  expect(robots).toContain('Disallow: /cart')
  expect(robots).toContain('Disallow: /admin')
})
