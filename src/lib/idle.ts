/**
 * Runs `work` once the browser is idle (`requestIdleCallback`, at most `timeoutMs` later), or in
 * the next task where there is no such thing; returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 1500): () => void {
  const idle = globalThis as {
    requestIdleCallback?: typeof requestIdleCallback
    cancelIdleCallback?: typeof cancelIdleCallback
  }
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: timeoutMs })
    return () => idle.cancelIdleCallback?.(handle)
  }
  const handle = setTimeout(work, 0)
  return () => clearTimeout(handle)
}

/** Resolves once the page's own resources (scripts, pictures) are in: its `load` event. */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

/**
 * Runs `work` once the page has loaded (`pageLoaded`) and then gone idle (`whenIdle`); returns a
 * cancel function. For work that must never compete with the page's own scripts and pictures.
 */
export function whenLoadedAndIdle(work: () => void): () => void {
  let cancelIdle = () => {}
  let cancelled = false
  void pageLoaded().then(() => {
    if (!cancelled) cancelIdle = whenIdle(work)
  })
  return () => {
    cancelled = true
    cancelIdle()
  }
}

/**
 * Resolves once the browser has painted the next frame: an animation frame, then the task after
 * it (a message on a channel, as React's scheduler yields: no timer clamping, and not stopped by a
 * test's fake clock). Where frames are not drawn (a hidden page, no `requestAnimationFrame`) it is
 * the next task. Work started then is no part of the tap or key that asked for it: what the tap
 * changed is on screen first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    }
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') nextTask()
    else requestAnimationFrame(nextTask)
  })
}
