import { readdirSync } from 'node:fs'
import { createServer, createLogger, type Logger } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** Every CSS module of the shop, as a path from the top of the repository. */
const modules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((path) => `src/${path.split('\\').join('/')}`)
  .filter((path) => path.endsWith('.module.css'))

describe("the shop's CSS modules compile in Vite's dev server without a warning", () => {
  const warnings: string[] = []
  let server: Awaited<ReturnType<typeof createServer>>

  beforeAll(async () => {
    const logger: Logger = {
      ...createLogger('silent'),
      warn: (message) => void warnings.push(message),
      warnOnce: (message) => void warnings.push(message),
    }
    // Vite's own CSS pipeline alone (the project's config adds nothing to CSS): the same steps a
    // page request runs, URL rewriting included, which is where a composed file's lost source
    // shows (see src/features/catalog/components/OutlinedFieldLook.module.css).
    server = await createServer({
      configFile: false,
      root: process.cwd(),
      customLogger: logger,
      appType: 'custom',
      server: { middlewareMode: true, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    })
  })

  afterAll(() => server?.close())

  it('finds the modules', () => {
    expect(modules.length).toBeGreaterThan(20)
  })

  it('compiles each one with its class names and no warning', async () => {
    for (const path of modules) {
      const result = await server.transformRequest(`/${path}`)
      expect(result?.code, path).toMatch(/export default/)
    }
    expect(warnings).toEqual([])
  })
})
