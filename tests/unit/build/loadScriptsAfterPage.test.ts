// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  chunksToEvaluateFirst,
  loadScriptsAfterPage,
  stagedRouterScript,
} from '@/app/build/loadScriptsAfterPage.server'

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
  function runStarter({ paints, of = html }: { paints: boolean; of?: string }) {
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
    const starter = /<script>(\(function\(\)\{var preloads[\s\S]*?)<\/script>/.exec(of)
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

  it('adds many preloads over several short tasks, then the module script', () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/chunk${i}.js`)
    runStarter({
      paints: true,
      of: loadScriptsAfterPage(
        page.replace(
          '<link rel="modulepreload" href="/assets/entry.js"/>',
          many.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(''),
        ),
      ),
    })
    vi.advanceTimersByTime(1)
    const added = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      )
    expect(added().length).toBeLessThan(20)
    expect(moduleScript()).toBeNull()
    vi.advanceTimersByTime(10)
    expect(added()).toEqual([...many, '/assets/framework.js', '/assets/entry.js'])
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1)
  })

  it('leaves a page without the router module script (the SPA fallback shape) unchanged', () => {
    const plain = '<html><head></head><body><script>1</script></body></html>'
    expect(loadScriptsAfterPage(plain)).toBe(plain)
  })
})

describe('the chunks a page can evaluate before the router script, one per task', () => {
  const routerCode = [
    'import "/assets/manifest.js";',
    'import * as route0 from "/assets/root.js";',
    'import * as route1 from "/assets/products.js";',
    'window.__reactRouterRouteModules = {"root":route0,"routes/products":route1};',
    'import("/assets/entry.js");',
  ].join('\n')
  const imports: Record<string, string[]> = {
    '/assets/react.js': [],
    '/assets/styling.js': ['/assets/react.js'],
    '/assets/shell.js': ['/assets/react.js', '/assets/styling.js'],
    '/assets/entry.js': ['/assets/shell.js'],
    '/assets/root.js': ['/assets/shell.js'],
    // A chunk that imports a route module (or the entry) is evaluated by the router's script.
    '/assets/card.js': ['/assets/shell.js', '/assets/root.js'],
    '/assets/products.js': ['/assets/card.js'],
  }
  const preloads = [
    '/assets/manifest.js',
    '/assets/entry.js',
    '/assets/react.js',
    '/assets/shell.js',
    '/assets/styling.js',
    '/assets/root.js',
    '/assets/card.js',
    '/assets/products.js',
  ]

  it('keeps the order of the preloads and leaves out what the router script names or reaches', () => {
    expect(chunksToEvaluateFirst(routerCode, preloads, (href) => imports[href] ?? [])).toEqual([
      '/assets/react.js',
      '/assets/shell.js',
      '/assets/styling.js',
    ])
  })

  it('evaluates them one per task, then adds the router script unchanged', () => {
    const staged = stagedRouterScript(routerCode, ['/assets/react.js', '/assets/shell.js'])
    expect(staged).toContain(
      'for(const href of ["/assets/react.js","/assets/shell.js"]){await import(href);await next()}',
    )
    // The router's own code goes in as a module script of its own, after the loop.
    const added = /script\.textContent=("(?:[^"\\]|\\.)*");document\.body\.appendChild\(script\);$/.exec(
      staged,
    )
    expect(JSON.parse(added![1])).toBe(routerCode)
    expect(stagedRouterScript(routerCode, [])).toBe(routerCode)
  })

  it('writes the staged script into the page when the chunks are known', () => {
    const html = loadScriptsAfterPage(
      page.replace(
        'import "/assets/manifest.js";',
        'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";',
      ),
      (href) => imports[href] ?? [],
    )
    expect(html).toContain('await import(href);await next()')
    expect(html).toContain('/assets/framework.js')
  })
})
