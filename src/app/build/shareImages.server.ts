import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, resolve } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Product } from '../../api/types'
import {
  LOGO_IMAGE_PATH,
  productShareImagePath,
  SHARE_IMAGE_SIZE,
  SHOP_SHARE_IMAGE_PATH,
} from '../../config/share'

/**
 * Not a workaround: the pictures a shared link shows (Open Graph / Twitter, 1200 × 630 PNG), made
 * at build time, offline, from each product's own picture: the picture on the left, the name and
 * the price on the right. Chat apps (LINE, Facebook, X) show no SVG, and a product's picture may be
 * any size or shape, so each product gets a PNG of the size they expect. Also the shop's own share
 * picture (from the hero artwork) and its logo as a square PNG (schema.org Organization).
 *
 * Drawn with resvg (a Rust SVG renderer, prebuilt, no browser): each card is an SVG with the
 * picture embedded, rendered to PNG. Text uses the machine's fonts (a CJK font such as Noto Sans
 * CJK TC: without one, the card shows the picture and price only).
 */

const { width: W, height: H } = SHARE_IMAGE_SIZE
const FONT = "'Noto Sans CJK TC', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif"
const INK = '#2E2118'
const TOAST = '#A8501A'
const CREAM = '#FFF8EE'
const GREEN = '#3D6E2F'

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )

/** A picture as a data: URL, or null when it cannot be read. */
export interface PictureSource {
  (url: string): Promise<string | null>
}

/**
 * Reads a picture the way the built site would serve it: a path on the site from the build's own
 * files (the demo's seed pictures), an absolute address over the network (production: the course
 * API's uploads), with a time limit; null when it cannot be had.
 */
export function pictureReader(siteFolder: string, timeoutMs = 8000): PictureSource {
  return async (url) => {
    try {
      if (/^https?:\/\//i.test(url)) {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
        if (!response.ok) return null
        const type =
          response.headers.get('content-type')?.split(';')[0] ?? MIME[extname(new URL(url).pathname)]
        if (!type?.startsWith('image/')) return null
        return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`
      }
      const file = resolve(siteFolder, `.${decodeURIComponent(url.split('?')[0])}`)
      if (!file.startsWith(resolve(siteFolder)) || !existsSync(file)) return null
      const type = MIME[extname(file).toLowerCase()]
      return type ? `data:${type};base64,${readFileSync(file).toString('base64')}` : null
    } catch {
      return null
    }
  }
}

/** About how wide a text is in ems: CJK and full-width characters 1, others about half. */
function ems(text: string): number {
  let width = 0
  for (const char of text) width += /[\u2e80-\uffef]/u.test(char) ? 1 : 0.55
  return width
}

/** The name in at most `maxLines` lines of `maxEms`, the last cut with an ellipsis if needed. */
export function wrapTitle(text: string, maxEms: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const char of text.trim()) {
    if (ems(line + char) > maxEms) {
      lines.push(line)
      line = ''
      if (lines.length === maxLines) break
    }
    line += char
  }
  if (lines.length < maxLines && line) lines.push(line)
  const shown = lines.join('')
  if (shown.length < [...text.trim()].join('').length && lines.length > 0) {
    const last = lines[lines.length - 1]
    lines[lines.length - 1] = `${[...last].slice(0, -1).join('')}…`
  }
  return lines
}

const ntd = (amount: number) => `NT$${Math.round(amount).toLocaleString('en-US')}`

/** The product's card as SVG: picture left (cropped to fill), name and price right. */
export function productCardSvg(
  product: Pick<Product, 'title' | 'category' | 'price' | 'origin_price'>,
  picture: string | null,
): string {
  const pictureWidth = 660
  const textX = pictureWidth + 56
  const titleLines = wrapTitle(String(product.title ?? ''), 7.5, 3)
  const titleSize = 60
  const titleTop = 250 - ((titleLines.length - 1) * titleSize * 1.25) / 2
  const price = typeof product.price === 'number' && Number.isFinite(product.price) ? product.price : null
  const original =
    typeof product.origin_price === 'number' && price !== null && product.origin_price > price
      ? product.origin_price
      : null
  const category = typeof product.category === 'string' ? product.category.trim() : ''
  const priceY = titleTop + titleLines.length * titleSize * 1.25 + 40
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${CREAM}"/>
<rect width="${pictureWidth}" height="${H}" fill="#FFF1DD"/>
${picture ? `<image href="${picture}" x="0" y="0" width="${pictureWidth}" height="${H}" preserveAspectRatio="xMidYMid slice"/>` : ''}
${category ? `<text x="${textX}" y="${titleTop - 84}" font-family="${FONT}" font-size="30" font-weight="700" fill="${GREEN}">${escapeXml(category)}</text>` : ''}
${titleLines
  .map(
    (line, index) =>
      `<text x="${textX}" y="${titleTop + index * titleSize * 1.25}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="${INK}">${escapeXml(line)}</text>`,
  )
  .join('\n')}
${price === null ? '' : `<text x="${textX}" y="${priceY + 40}" font-family="${FONT}" font-size="56" font-weight="700" fill="${TOAST}">${ntd(price)}</text>`}
${original === null ? '' : `<text x="${textX + ems(ntd(price ?? 0)) * 56 + 32}" y="${priceY + 40}" font-family="${FONT}" font-size="34" fill="#5F4B3C" text-decoration="line-through">${ntd(original)}</text>`}
<rect x="${textX}" y="${H - 108}" width="64" height="6" rx="3" fill="${TOAST}"/>
<text x="${textX}" y="${H - 56}" font-family="${FONT}" font-size="34" font-weight="700" fill="${INK}">早餐店</text>
</svg>`
}

/** The shop's card: the hero artwork with the shop's name and promise. */
export function shopCardSvg(hero: string | null): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${CREAM}"/>
${hero ? `<image href="${hero}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>` : ''}
<rect x="60" y="170" width="640" height="290" rx="28" fill="${CREAM}" fill-opacity="0.94"/>
<text x="110" y="290" font-family="${FONT}" font-size="96" font-weight="800" fill="${INK}">早餐店</text>
<text x="110" y="380" font-family="${FONT}" font-size="38" font-weight="700" fill="${TOAST}">免下廚・加熱即食的台式早餐</text>
</svg>`
}

function renderPng(svg: string, width: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'Noto Sans CJK TC' },
  })
    .render()
    .asPng()
}

function write(siteFolder: string, path: string, png: Buffer): void {
  const file = join(siteFolder, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, png)
}

/**
 * Writes every share picture into the built site: one per product whose page was prerendered, the
 * shop's own, and the logo. Returns the paths written.
 */
export async function writeShareImages({
  siteFolder,
  products,
  heroSvgFile,
  logoSvgFile,
  readPicture = pictureReader(siteFolder),
}: {
  siteFolder: string
  products: readonly Product[]
  heroSvgFile: string
  logoSvgFile: string
  readPicture?: PictureSource
}): Promise<string[]> {
  const written: string[] = []
  const svgData = (file: string) =>
    existsSync(file) ? `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}` : null
  write(siteFolder, SHOP_SHARE_IMAGE_PATH, renderPng(shopCardSvg(svgData(heroSvgFile)), W))
  written.push(SHOP_SHARE_IMAGE_PATH)
  if (existsSync(logoSvgFile)) {
    write(siteFolder, LOGO_IMAGE_PATH, renderPng(readFileSync(logoSvgFile, 'utf8'), 512))
    written.push(LOGO_IMAGE_PATH)
  }
  for (const product of products) {
    const url = typeof product.imageUrl === 'string' ? product.imageUrl.trim() : ''
    const picture = url ? await readPicture(url) : null
    const path = productShareImagePath(product.id)
    write(siteFolder, decodeURIComponent(path), renderPng(productCardSvg(product, picture), W))
    written.push(path)
  }
  return written
}
