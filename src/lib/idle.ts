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
