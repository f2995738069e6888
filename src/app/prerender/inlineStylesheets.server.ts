import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The stylesheets React Router lists in a prerendered page's head (`<Links/>`: the plain shell's
 * CSS modules and the page's own) are written into the page itself, so its first paint waits for
 * no request but the HTML (as the MUI pages' Emotion styles are). Each `<link>` stays, for React to
 * hydrate (it matches a link by its `rel` and `href`), but as `media="print"`: it no longer holds
 * the first paint back, and its rules are the inline copy's. Client navigations keep using the
 * router's links as before.
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string | undefined): string {
  return html.replace(
    /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)(#?)"\/>/g,
    (link: string, href: string, hash: string) => {
      const css = cssOf(href)
      if (css === undefined || css.includes('</style')) return link
      return `<style data-inlined="${href}">${css.trim()}</style><link rel="stylesheet" href="${href}${hash}" media="print"/>`
    },
  )
}

/** Applies {@link inlineStylesheets} to every page of a client build (the SPA fallback page too). */
export function inlineStylesheetsIn(folder: string, root = folder): number {
  let pages = 0
  const cssOf = (href: string) => {
    try {
      return readFileSync(join(root, href), 'utf8')
    } catch {
      return undefined
    }
  }
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (name === 'assets') continue
    if (statSync(path).isDirectory()) pages += inlineStylesheetsIn(path, root)
    else if (name.endsWith('.html')) {
      const html = readFileSync(path, 'utf8')
      const changed = inlineStylesheets(html, cssOf)
      if (changed !== html) {
        writeFileSync(path, changed)
        pages += 1
      }
    }
  }
  return pages
}
