import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FAKE_WORKER_SCRIPTS, finishBuild } from '@/app/build/buildOutput'

/** A prerendered page as React Router 7.18 writes it. */
const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/></head><body><main>早餐店</main>' +
  '<script type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.js");</script></body></html>'

let root = ''
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-output-'))
  const client = join(root, 'build/production/client')
  mkdirSync(join(client, 'about'), { recursive: true })
  mkdirSync(join(client, 'assets'))
  mkdirSync(join(root, 'build/production/server'), { recursive: true })
  writeFileSync(join(client, 'index.html'), page)
  writeFileSync(join(client, 'about/index.html'), page)
  writeFileSync(join(client, '__spa-fallback.html'), page)
  writeFileSync(join(client, 'assets/entry.js'), 'export {}')
  for (const worker of FAKE_WORKER_SCRIPTS) writeFileSync(join(client, worker), '//')
  mkdirSync(join(root, 'dist'))
  writeFileSync(join(root, 'dist/stale.html'), 'an older build')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('a finished build', () => {
  it('production: dist/ holds the client build alone, without the fake’s workers', () => {
    expect(finishBuild({ root, buildDirectory: 'build/production', production: true })).toBe(
      join(root, 'dist'),
    )
    expect(existsSync(join(root, 'build/production'))).toBe(false)
    expect(existsSync(join(root, 'dist/stale.html'))).toBe(false)
    for (const worker of FAKE_WORKER_SCRIPTS) expect(existsSync(join(root, 'dist', worker))).toBe(false)
    // Prerendered pages start their scripts once the page is in; the SPA fallback page as it was.
    expect(readFileSync(join(root, 'dist/about/index.html'), 'utf8')).not.toContain('<script type="module"')
    expect(readFileSync(join(root, 'dist/__spa-fallback.html'), 'utf8')).toBe(page)
  })

  it('demo: dist-demo/ keeps the fake’s workers', () => {
    finishBuild({ root, buildDirectory: 'build/production', production: false })
    for (const worker of FAKE_WORKER_SCRIPTS) expect(existsSync(join(root, 'dist-demo', worker))).toBe(true)
  })

  it('fails when a prerendered page has no React Router script of the shape it reads', () => {
    writeFileSync(join(root, 'build/production/client/about/index.html'), page.replace(' async=""', ''))
    expect(() => finishBuild({ root, buildDirectory: 'build/production', production: true })).toThrow(
      /1 of 2 prerendered pages/,
    )
  })
})
