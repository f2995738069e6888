import { act, configure, getConfig } from '@testing-library/react'
import { onTestFinished, vi } from 'vitest'
import { server } from '@mocks/node'
import { setupUser } from './user'

/**
 * For the behaviour where time itself is the point (the 4 s not-found redirect, the 1 s redirect
 * after sign-in or registration): the test stops the page's clock, so a delay passes only when the test says so,
 * however busy the machine is.
 *
 * - Only timers and Date are faked: promises, React's scheduler, lazy imports and fetch run as
 *   usual.
 * - The fake backend answers after a short simulated network delay (a timer). While a request is
 *   in flight the stopped clock moves on 1 ms at a time until it is answered, so the page's own
 *   delays are measured from when the answer arrived.
 * - Testing Library's findBy…/waitFor poll on timers: while the clock is stopped, wait with
 *   `shown()` and `routerSettled()` below, which listen to the DOM and the router instead.
 *   (user-event's pauses run on the stopped clock through `clock.user`.)
 */
export function stopClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  let running = true

  // Testing Library's async wrapper lets pending promises settle with a zero-delay timer, which a
  // stopped clock would never fire: use a real macrotask instead while the clock is stopped.
  const { asyncWrapper } = getConfig()
  configure({
    asyncWrapper: async (callback) => {
      const result: unknown = await callback()
      await new Promise((resolve) => setImmediate(resolve))
      return result
    },
  })

  const inFlight = new Set<string>()
  let pumping = false
  const pump = () => {
    if (pumping) return
    pumping = true
    const step = () => {
      if (!running || inFlight.size === 0) {
        pumping = false
        return
      }
      vi.advanceTimersByTime(1)
      setImmediate(step)
    }
    setImmediate(step)
  }
  const started = ({ requestId }: { requestId: string }) => {
    inFlight.add(requestId)
    pump()
  }
  const ended = ({ requestId }: { requestId: string }) => {
    inFlight.delete(requestId)
  }
  server.events.on('request:start', started)
  server.events.on('request:end', ended)

  const restart = () => {
    if (!running) return
    running = false
    server.events.removeListener('request:start', started)
    server.events.removeListener('request:end', ended)
    configure({ asyncWrapper })
    vi.useRealTimers()
  }
  onTestFinished(restart)

  return {
    /** A user whose pauses between keystrokes run on the stopped clock. */
    user: setupUser({ delay: 0, advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    /** Lets `ms` pass on the page's clock, inside act() so React renders what the timers did. */
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
    /** Back to real time (the rest of the test waits as usual). */
    restart,
  }
}

/** Resolves with what `query` finds, as soon as the DOM shows it (no polling, no timers). */
export function shown<T extends Element>(query: () => T | null): Promise<T> {
  const found = query()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = query()
      if (!element) return
      observer.disconnect()
      resolve(element)
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
  })
}

interface IdleRouter {
  state: { initialized: boolean; navigation: { state: string } }
  subscribe: (listener: (state: IdleRouter['state']) => void) => () => void
}

const idle = (state: IdleRouter['state']) => state.initialized && state.navigation.state === 'idle'

/**
 * Resolves once the router has finished its navigation (its lazy route modules loaded) and React
 * has rendered the result: the wait runs inside act(), which flushes the render.
 */
export async function routerSettled(router: IdleRouter): Promise<void> {
  await act(async () => {
    if (idle(router.state)) return
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!idle(state)) return
        unsubscribe()
        resolve()
      })
    })
  })
}
