import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'
import { expectStoryToMatchBaseline, STORY_NOW } from '../tests/visual/capture'

/**
 * Every story is a test (Storybook's Vitest plugin, in Chromium): its loaders, render and `play`
 * function run, then the a11y addon's axe check (parameters.a11y.test: 'error'). Around that, for
 * every story:
 *
 * - the clock reads the same instant (STORY_NOW) when the story starts, so the fake's seed (order
 *   times, coupon due dates) and every "today" on screen are the same in every run; it moves on
 *   from there as usual (timers are real);
 * - any console.error (React's warnings included) fails the story;
 * - what the story shows is compared with its baseline (tests/visual/capture.ts) unless the story
 *   failed already (a broken story's picture says nothing) or opts out with
 *   `parameters: { visual: { disable: true } }` (for a story that cannot draw the same twice);
 *   the picture waits until the story's toasts have left, unless it shows toasts that stay
 *   (`parameters: { visual: { toastsStay: true } }`, the toasts' own stories).
 */

let consoleErrors: MockInstance<typeof console.error> | null = null

/**
 * The page's clock says STORY_NOW, the browser's cookie jar keeps the machine's: a cookie a story
 * writes to last five days (the admin token) would be long expired by the machine's clock. Its
 * expiry is moved onto the machine's clock, as a browser on a machine whose clock read STORY_NOW
 * would see it: it lasts as long as it says.
 */
const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
if (cookie?.get && cookie.set) {
  const { get, set } = cookie
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => get.call(document),
    set: (value: string) =>
      set.call(
        document,
        value.replace(/;\s*expires=([^;]+)/i, (_, date: string) => {
          const onMachineClock = Date.parse(date) + (vi.getRealSystemTime() - Date.now())
          return `; expires=${new Date(onMachineClock).toUTCString()}`
        }),
      ),
  })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: STORY_NOW, shouldAdvanceTime: true })
  consoleErrors = vi.spyOn(console, 'error')
})

interface StoryTest {
  meta: { storyId?: string }
}
interface StoryUnderTest {
  parameters?: { visual?: { disable?: boolean; toastsStay?: boolean } }
}

afterEach(
  async ({
    task,
    story,
  }: {
    task: StoryTest & { result?: { errors?: unknown[] } }
    story?: StoryUnderTest
  }) => {
    const errors = consoleErrors?.mock.calls ?? []
    consoleErrors?.mockRestore()
    consoleErrors = null
    try {
      if (errors.length) {
        const lines = errors.map((args) =>
          args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
        )
        throw new Error(`The story logged ${errors.length} console error(s):\n${lines.join('\n')}`)
      }
      const storyId = task.meta.storyId
      if (!storyId || task.result?.errors?.length || story?.parameters?.visual?.disable) return
      await expectStoryToMatchBaseline(storyId, { toastsStay: story?.parameters?.visual?.toastsStay })
    } finally {
      vi.useRealTimers()
    }
  },
)
