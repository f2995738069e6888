import { readdirSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * Not a workaround: what search engines are told about the built site. `sitemap.xml` lists exactly
 * the public pages the build prerendered (read from the built files, so it cannot drift from
 * them), and `robots.txt` points at it and keeps crawlers out of the pages that are a member's or
 * the owner's own (cart, checkout, orders, sign-in, the back office), which are prerendered only so
 * they open fast.
 */

/** Pages that are a visitor's own: never indexed (robots.txt), never in the sitemap. */
export const PRIVATE_PATHS = [
  '/admin',
  '/admin-login',
  '/cart',
  '/checkout',
  '/checkout-success',
  '/checkout-fail',
  '/orders',
  '/order',
  '/favorites',
  '/login',
  '/register',
  '/reset-password',
  '/reset-password-success',
] as const

/** A path under one of PRIVATE_PATHS (`/orders/x` is under `/orders`, `/ordersx` is not). */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** Every page the build prerendered (`…/index.html`), as its path: `/`, `/products/-OB…`. */
export function prerenderedPaths(siteFolder: string): string[] {
  const paths: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'index.html') {
        const dir = relative(siteFolder, folder).split(sep).join('/')
        paths.push(dir ? `/${dir}` : '/')
      }
    }
  }
  walk(siteFolder)
  return paths.sort()
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

/** Writes sitemap.xml and robots.txt into the built site; returns the sitemap's paths. */
export function writeSitemap(siteFolder: string, siteUrl: string): string[] {
  const paths = prerenderedPaths(siteFolder).filter((path) => !isPrivatePath(path))
  writeFileSync(join(siteFolder, 'sitemap.xml'), sitemapXml(siteUrl, paths))
  writeFileSync(join(siteFolder, 'robots.txt'), robotsTxt(siteUrl))
  return paths
}
