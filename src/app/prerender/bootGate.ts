/**
 * Paint first, then the app's scripts. A prerendered page is complete without JavaScript, so its
 * scripts start once the browser has painted it, or at once when the visitor reaches for the page
 * first (a pointer, a touch or a key), whichever comes first. Until then the connection belongs
 * to the HTML and the page's LCP picture. entry.server writes `installBootGate` into each
 * prerendered page's <head> (as its source text) and has the page's bootstrap wait for it; the SPA
 * fallback page (admin, unknown paths) has nothing to show and starts its scripts at once.
 *
 * A click on a button that lands before the app has hydrated is not lost: it is remembered and
 * clicked again once the app has hydrated (entry.client calls `__breakfastHydrated`). Links need
 * nothing: they navigate as plain links. Typing needs nothing: focus and text stay in the page.
 */
export interface BootGateWindow {
  /**
   * Waits for the first paint or input, then fetches every module of the page side by side and
   * runs the shared chunks one per task, dependencies first (`evaluate`).
   */
  __breakfastBoot?: (modules: string[], evaluate: string[]) => Promise<void>
  /** Called once the app has hydrated: replays a click that came before. */
  __breakfastHydrated?: () => void
}

/**
 * Runs in the browser as an inline classic script (serialised with `Function.prototype.toString`),
 * so it uses nothing but the DOM and must stay self-contained.
 */
export function installBootGate(win: Window & BootGateWindow, fallbackMs: number): void {
  const doc = win.document
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  // The visitor's first input starts the scripts at once.
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    win.addEventListener(type, () => open(), { capture: true, once: true, passive: true })
  }
  // The first contentful paint, else a frame (browsers without paint timing), else a hidden tab
  // that never paints: at most `fallbackMs`.
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) open()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    win.requestAnimationFrame(() => win.setTimeout(open, 0))
  }
  win.setTimeout(open, fallbackMs)

  // The main thread goes back to the browser between two chunks: input and rendering need not
  // wait for the whole app's code to run in one long task.
  // (A message, not a timer: nested timers are held back 4 ms each.)
  const yieldToMain = () =>
    new Promise<void>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(null)
    })
  win.__breakfastBoot = async (modules, evaluate) => {
    await opened
    // Every module of the page at once (what the <link rel="modulepreload"> tags did).
    for (const href of modules) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
    for (const href of evaluate) {
      await import(/* @vite-ignore */ href)
      await yieldToMain()
    }
  }

  // Buttons clicked (or pressed with Enter/Space) before hydration are clicked again after it, in
  // order, each once. A submit button's native submission is held back: the app submits the form.
  let hydrated = false
  const pending: HTMLElement[] = []
  const remember = (event: Event) => {
    if (hydrated || !(event.target instanceof Element)) return
    const button = event.target.closest<HTMLElement>('button, [role="button"]')
    if (!button || button.closest('a[href]') || button.matches(':disabled')) return
    if (button instanceof HTMLButtonElement && button.type === 'submit') event.preventDefault()
    if (!pending.includes(button)) pending.push(button)
  }
  doc.addEventListener('click', remember, true)
  win.__breakfastHydrated = () => {
    if (hydrated) return
    hydrated = true
    doc.removeEventListener('click', remember, true)
    for (const button of pending.splice(0)) if (button.isConnected) button.click()
  }
}
