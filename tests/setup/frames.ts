/**
 * Animation frames that keep coming, as in a browser, whatever a test does to the clock.
 *
 * jsdom (pretendToBeVisual) draws its frames on a Node interval that it starts with the first frame
 * asked for and stops when none is pending, calling whichever `setInterval` is global at that
 * moment. A frame asked for while a test had faked the timers but not the frames (code that kept
 * the native `requestAnimationFrame`, like Redux Toolkit's batching) got a fake interval, dropped
 * when the test gave the real clock back; jsdom, still counting that frame as pending, never
 * started another, and no frame came again for the rest of the worker's test files (they share its
 * jsdom: isolate false). The shop's changes that wait for the next paint then hung.
 *
 * Here a frame is a timer on the real clock, captured before any test can fake it, about 60 times
 * a second. A test that fakes the frames themselves (`vi.useFakeTimers()`) still gets fake ones.
 */
const installed = globalThis as { __framesOnRealClock?: boolean }
if (!installed.__framesOnRealClock) {
  installed.__framesOnRealClock = true
  const realSetTimeout = globalThis.setTimeout.bind(globalThis)
  const realClearTimeout = globalThis.clearTimeout.bind(globalThis)
  const pending = new Map<number, ReturnType<typeof setTimeout>>()
  let lastId = 0
  window.requestAnimationFrame = (callback) => {
    const id = ++lastId
    pending.set(
      id,
      realSetTimeout(() => {
        pending.delete(id)
        callback(performance.now())
      }, 1000 / 60),
    )
    return id
  }
  window.cancelAnimationFrame = (id) => {
    realClearTimeout(pending.get(id))
    pending.delete(id)
  }
}
