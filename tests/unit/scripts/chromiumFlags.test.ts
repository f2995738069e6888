import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chromiumFlags, disabledFeatures, launcherDefaults } from '../../../scripts/find-chromium.mjs'

/**
 * Chromium keeps only the last `--disable-features=` it is given, and Playwright passes its own
 * list before the project's flags: the project's list must carry Playwright's, or the browser runs
 * with them switched back on (PaintHolding, HttpsUpgrades, …).
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const bundle = readFileSync(
    join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  )
  const start = bundle.indexOf('disabledFeatures = [')
  expect(start, "playwright-core's list of disabled features was not found").toBeGreaterThan(-1)
  const list = bundle.slice(start, bundle.indexOf('].filter(Boolean)', start))
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?$/gm)].map((match) => match[1])
}

describe('the flags every headless Chromium of the checks runs with', () => {
  it('keep every feature the installed Playwright switches off (Chromium reads only the last list)', () => {
    const theirs = playwrightDisabledFeatures()
    expect(theirs.length).toBeGreaterThan(5)
    expect(launcherDefaults.playwright).toEqual(expect.arrayContaining(theirs))
    expect(disabledFeatures).toEqual(expect.arrayContaining(theirs))
  })

  it('pass one --disable-features with our own features and both launchers’ lists', () => {
    const lists = chromiumFlags.filter((flag) => flag.startsWith('--disable-features='))
    expect(lists).toHaveLength(1)
    const named = lists[0].slice('--disable-features='.length).split(',')
    expect(named).toEqual(
      expect.arrayContaining([...launcherDefaults.lighthouse, 'FontDataServiceLinux', 'WebUIOmniboxPopup']),
    )
  })
})
