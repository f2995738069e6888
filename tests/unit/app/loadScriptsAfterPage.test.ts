// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadScriptsAfterPage } from '@/app/prerender/loadScriptsAfterPage.server'

/** The shape React Router prerenders: modulepreloads in the head, a module script in the body. */
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="image" href="/assets/hero.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="modulepreload" href="/assets/framework.js"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="preload" as="fetch" href="/api/products"/>',
  '</head><body><main>早餐店</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest.js";\nwindow.__routes = "</scr" + "ipt>";\nimport("/assets/entry.js");</script>',
  '</body></html>',
].join('')

describe('prerendered pages start their scripts once the page is in', () => {
  const html = loadScriptsAfterPage(page)

  it('leaves no script to download beside the HTML, and keeps the data and picture preloads', () => {
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain('<link rel="preload" as="image" href="/assets/hero.svg" fetchPriority="high"/>')
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/products"/>')
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>')
  })

  /** Runs the page's starter script as the browser would, at the end of the body. */
  function runStarter({ paints }: { paints: boolean }) {
    document.documentElement.innerHTML = '<head></head><body></body>'
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    // The browser reports the first contentful paint to a buffered observer, asynchronously.
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(
          private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
        ) {}
        observe() {
          // Delivered in a task of its own, after the frame.
          if (paints)
            setTimeout(() =>
              this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
            )
        }
      },
    )
    const starter = /<script>(\(function\(\)\{var preloads[\s\S]*?)<\/script>/.exec(html)
    expect(starter).not.toBeNull()
    new Function(starter![1])()
  }
  const moduleScript = () => document.body.querySelector('script[type="module"]')
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('adds the same preloads (once each) and the same module code once the page has painted', () => {
    runStarter({ paints: true })
    expect(moduleScript()).toBeNull()
    // The paint is reported, then the starter runs in a task after it (long before 2.5 s).
    vi.advanceTimersByTime(1)
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
    expect(preloads).toEqual(['/assets/entry.js', '/assets/framework.js'])
    expect(moduleScript()?.textContent).toBe(
      'import "/assets/manifest.js";\nwindow.__routes = "</scr" + "ipt>";\nimport("/assets/entry.js");',
    )
  })

  it('starts them after 2.5 s at the latest when the page never paints (a hidden tab)', () => {
    runStarter({ paints: false })
    vi.advanceTimersByTime(2499)
    expect(moduleScript()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(moduleScript()).not.toBeNull()
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1)
  })

  it('leaves a page without the router module script (the SPA fallback shape) unchanged', () => {
    const plain = '<html><head></head><body><script>1</script></body></html>'
    expect(loadScriptsAfterPage(plain)).toBe(plain)
  })
})
