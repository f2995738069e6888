import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from '@/app/prerender/inlineStylesheets.server'

const sheets: Record<string, string> = {
  '/assets/shell-a1.css': '._bar_x{position:sticky}\n',
  '/assets/home-b2.css': '._hero_y{padding-top:24px}',
}

const page = (links: string) => `<html><head><meta charSet="UTF-8"/>${links}</head><body></body></html>`

describe('inlineStylesheets', () => {
  it('writes each listed stylesheet into the page, before its link, which no longer blocks the paint', () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/shell-a1.css#"/><link rel="stylesheet" href="/assets/home-b2.css"/>',
    )
    expect(inlineStylesheets(html, (href) => sheets[href])).toBe(
      page(
        '<style data-inlined="/assets/shell-a1.css">._bar_x{position:sticky}</style>' +
          '<link rel="stylesheet" href="/assets/shell-a1.css#" media="print"/>' +
          '<style data-inlined="/assets/home-b2.css">._hero_y{padding-top:24px}</style>' +
          '<link rel="stylesheet" href="/assets/home-b2.css" media="print"/>',
      ),
    )
  })

  it('leaves a link alone when its file cannot be read or could end the style element', () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/gone.css"/><link rel="stylesheet" href="/assets/odd.css"/>',
    )
    const cssOf = (href: string) => (href === '/assets/odd.css' ? 'a::after{content:"</style>"}' : undefined)
    expect(inlineStylesheets(html, cssOf)).toBe(html)
  })
})
