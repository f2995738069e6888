import type { Page } from 'playwright-core'

/**
 * Resolves once `text` has been in the page, however briefly. Arm it before the action that shows
 * it: a MutationObserver in the page checks on every DOM change, so a toast that comes and goes
 * between two of Playwright's polls (1.5 s of life; on a loaded machine one poll can take longer)
 * is still seen. It lasts across client-side navigation. For what stays on screen, wait on the
 * element instead. Used by the journeys (tests/e2e/support.ts) and the interaction benchmark.
 */
export function appears(page: Page, text: string): Promise<void> {
  return page.evaluate(
    (wanted) =>
      new Promise<void>((resolve) => {
        const found = () => document.body.textContent?.includes(wanted) ?? false
        if (found()) return resolve()
        const observer = new MutationObserver(() => {
          if (!found()) return
          observer.disconnect()
          resolve()
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      }),
    text,
  )
}
