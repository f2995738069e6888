import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'

type Options = NonNullable<Parameters<typeof userEvent.setup>[0]>

/**
 * The page tests' simulated user (user-event), set up the same way everywhere:
 * - `delay: null`: no timer between two keys or two pointer steps. Every event is still dispatched
 *   inside act(), so React renders after each key as it does for a person; only the pause between
 *   keys, which no test observes, is gone (the two heaviest page files: 106 → 92 CPU-s).
 * - `pointerEventsCheck: EachTarget`: user-event still refuses to click an element that
 *   `pointer-events: none` makes unclickable, but checks each element once, not on every key and
 *   pointer step of every call (its check reads the computed style of the element and all its
 *   ancestors, which jsdom answers slowly: 92 → 86 CPU-s).
 * A test that stops the clock passes `advanceTimers` (tests/utils/fakeClock.ts).
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.EachTarget, ...options })
}
