import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDomain } from 'tldts'
import { describe, expect, it } from 'vitest'
import { TLDTS_STAND_IN_ID, tldtsStandIn, tldtsStandInSource } from '@/app/build/tldtsStandIn'

const standInGetDomain = new Function(
  `${tldtsStandInSource.replace('export function', 'function')}; return getDomain`,
)() as (hostname: string) => string | null

/** The dependencies `pkg` declares, as installed (found from `from`, as Node resolves it there). */
function dependenciesOf(pkg: string, from: string = import.meta.url): string[] {
  // Walk up from the package's entry to its package.json (not every package exports that file).
  let dir = dirname(createRequire(from).resolve(pkg))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; dependencies?: object }
      if (json.name === pkg) return Object.keys(json.dependencies ?? {})
    }
    if (dirname(dir) === dir) throw new Error(`no package.json of ${pkg}`)
    dir = dirname(dir)
  }
}

describe('the demo build’s stand-in for tldts', () => {
  const plugin = tldtsStandIn()
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null
  const load = plugin.load as (id: string) => string | null

  it('replaces only tough-cookie’s import of tldts', () => {
    expect(resolveId('tldts', '/x/node_modules/tough-cookie/dist/index.js')).toBe(TLDTS_STAND_IN_ID)
    expect(resolveId('tldts', '/x/src/app/root.tsx')).toBeNull()
    expect(resolveId('tough-cookie', '/x/node_modules/msw/lib/core/index.mjs')).toBeNull()
    expect(load(TLDTS_STAND_IN_ID)).toBe(tldtsStandInSource)
    expect(load('/x/node_modules/tldts/dist/index.js')).toBeNull()
  })

  it('answers the hosts the fake sees as the Public Suffix List does', () => {
    for (const host of [
      'ec-course-api.hexschool.io',
      'breakfast.example.com',
      '127.0.0.1',
      'localhost',
      'api.example.org.',
    ])
      expect(standInGetDomain(host), host).toBe(getDomain(host))
  })

  it('is still needed: msw keeps its cookie jar in tough-cookie, which reads the list through tldts', () => {
    // When this fails, an upgrade dropped the dependency: remove src/app/build/tldtsStandIn.ts.
    expect(dependenciesOf('msw')).toContain('tough-cookie')
    const msw = createRequire(import.meta.url).resolve('msw')
    expect(dependenciesOf('tough-cookie', msw)).toContain('tldts')
  })
})
