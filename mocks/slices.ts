/**
 * The fake's long loads (seeding every record, reloading the stored data) run in short slices in
 * the browser, so a visitor's first click or key never waits behind them and no long task blocks
 * the page while it hydrates. Node (mock:server, tests) runs them straight through.
 */

/** Work per slice before giving way: well under the 50 ms that counts as a long task. */
const SLICE_MS = 8

type PostTask = (
  callback: () => void,
  options?: { priority?: 'user-blocking' | 'user-visible' | 'background' },
) => Promise<void>

let giveWay: (() => Promise<void>) | null = null
let sliceStart = 0

/** A way to let the page's input, rendering and other tasks run before the next slice. */
function pageFirst(): () => Promise<void> {
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask
  if (postTask) {
    // The browser runs input and rendering before a user-visible task.
    return () =>
      postTask.call((globalThis as { scheduler?: unknown }).scheduler, () => undefined, {
        priority: 'user-visible',
      })
  }
  if (typeof requestIdleCallback === 'function') {
    // Safari: an idle period, or the next task within 50 ms if the page stays busy.
    return () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 50 }))
  }
  return () => new Promise((resolve) => setTimeout(resolve, 0))
}

/** Browser only (mocks/browser.ts): long loads give way to the page between slices from now on. */
export function loadInSlices(): void {
  giveWay = pageFirst()
  sliceStart = performance.now()
}

/** Called between the records of a long load: gives way to the page once a slice is used up. */
export async function betweenRecords(): Promise<void> {
  if (!giveWay || performance.now() - sliceStart < SLICE_MS) return
  await giveWay()
  sliceStart = performance.now()
}
