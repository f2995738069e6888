import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BrowserCommand } from 'vitest/node'

/** Where the committed baselines live, and where a run writes what it saw when they differ. */
export const BASELINES = 'tests/visual/baselines'
export const RESULTS = 'test-results/visual'

/**
 * How close a screenshot must be to its baseline. pixelmatch compares pixel by pixel: a pixel
 * counts as changed when its colour moved by more than `threshold` (YIQ distance, 0–1), and pixels
 * it recognises as anti-aliasing are not counted. A story fails when more than
 * `allowedMismatchedPixels` pixels changed.
 */
export const comparison = { threshold: 0.1, allowedMismatchedPixels: 8 }

/**
 * Pictures that are the same as another's are stored once: `same-as.json` beside them maps a
 * picture's name to the one whose file it shares (`catalog-productlistscreen/wide` →
 * `catalog-productlistscreen/filled`). `npm run visual:update` keeps the list (scripts/visual.mjs):
 * it gives each picture its own file again before it runs, and shares identical ones after.
 */
export const SAME_AS = 'same-as.json'
const sharing = new Map<string, Record<string, string>>()
export function baselineFile(root: string, kind: 'stories' | 'pages', name: string): string {
  const list = resolve(root, BASELINES, kind, SAME_AS)
  if (!sharing.has(list)) {
    sharing.set(
      list,
      existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>) : {},
    )
  }
  return resolve(root, BASELINES, kind, `${sharing.get(list)?.[name] ?? name}.png`)
}

export const storyScreenshots = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: comparison,
  screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const },
  // No clock of its own (Vitest's timer would outlive the run): a story whose picture never settles
  // meets the hook's timeout (vitest.config.ts).
  timeout: 0,
  resolveScreenshotPath: ({ arg, root }: { arg: string; root: string }) => baselineFile(root, 'stories', arg),
  // The test of the checker (checker.test.tsx) fails comparisons on purpose: its pictures go apart.
  resolveDiffPath: ({
    arg,
    ext,
    root,
    testFileName,
  }: {
    arg: string
    ext: string
    root: string
    testFileName: string
  }) => resolve(root, RESULTS, testFileName.startsWith('checker.') ? 'checker' : 'stories', `${arg}${ext}`),
}

/**
 * Vitest draws the test's frame inside its own page, scaled down when the page's window is smaller
 * than the frame (by as little as a pixel: a 5530 px story then came out 5528 px tall): the window
 * grows first, with room to spare, so a story is always drawn at scale 1.
 */
const ROOM = 120
export const fitWindow: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  if (!('page' in context)) throw new Error('fitWindow needs the Playwright provider')
  const page = context.page as {
    viewportSize(): { width: number; height: number } | null
    setViewportSize(size: { width: number; height: number }): Promise<void>
  }
  const current = page.viewportSize()
  if (current && current.width >= width + ROOM && current.height >= height + ROOM) return
  await page.setViewportSize({
    width: Math.max(width + ROOM, current?.width ?? 0),
    height: Math.max(height + ROOM, current?.height ?? 0),
  })
}
