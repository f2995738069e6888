import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import axe from 'axe-core'
import type { RequestHandler } from 'msw'
import * as storybookTest from 'storybook/test'
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { decorators, parameters, scenarioLoader } from '../../.storybook/annotations'
import { server } from '../../mocks/node'
import { applyWaitPolicy } from '../setup/waits'

/**
 * Every story in stories/ is rendered here as a test (jsdom), so a broken story fails `npm test`:
 * it must render without throwing or logging errors, and pass axe's WCAG A/AA rules that jsdom
 * can evaluate (colour contrast needs a real browser: Storybook's a11y addon checks it).
 *
 * How a story test runs, and why:
 *
 * - `Story.run()` renders the story inside React's act() and then runs its `play` function, so
 *   when it resolves a story drawn from its props is on the page, effects included.
 * - A story that talks to the fake backend shows its state only after the answer arrives: such a
 *   story must say what proves that state with a `play` function (the list, the spinner, the
 *   empty message, the error dialog). The runner counts the story's requests and fails a story
 *   that makes them without a `play` to wait for, instead of guessing with a sleep.
 * - The story is unmounted at the end of its own test, so nothing it started (data, timers, lazily
 *   loaded parts such as the toaster) runs during the next story, and a console error it causes
 *   while going away is reported against it.
 * - React's act environment: Storybook's React renderer sets `IS_REACT_ACT_ENVIRONMENT` to true
 *   for each of its act() calls and restores the value it found afterwards. Its unmount awaits a
 *   synchronous act(); React keeps that act's queue open until the next macrotask, but Storybook
 *   has already restored "not an act environment" by then. Anything React hears in that gap (the
 *   lazily loaded toaster of the previous story finishing its import, on a busy machine) makes it
 *   log "The current testing environment is not configured to support act(...)". The unmount is
 *   therefore run with the act environment declared for its whole duration (see `renderToCanvas`).
 * - console.error is watched per test and always restored, so one failing story cannot make every
 *   later story in the file fail with its error (which retries would then repeat).
 */
const project = { decorators, parameters, loaders: [scenarioLoader] }
const renderStory = setProjectAnnotations(project).renderToCanvas
if (!renderStory) throw new Error('The Storybook React renderer has no renderToCanvas')

/** The unmount of the story on the page now (one story at a time in a test file). */
let unmountCurrent: (() => Promise<void>) | null = null

async function inActEnvironment(work: () => unknown): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const previous = scope.IS_REACT_ACT_ENVIRONMENT
  scope.IS_REACT_ACT_ENVIRONMENT = true
  try {
    await work()
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous
  }
}

const annotations = setProjectAnnotations([
  project,
  {
    renderToCanvas: async (context, canvasElement) => {
      const teardown = await renderStory(context, canvasElement)
      let done = false
      const unmount = async () => {
        if (done) return
        done = true
        if (unmountCurrent === unmount) unmountCurrent = null
        if (typeof teardown === 'function') await inActEnvironment(teardown)
      }
      unmountCurrent = unmount
      return unmount
    },
  },
])

// Storybook's own test setup: makes the play functions' userEvent and findBy… act-aware.
beforeAll(annotations.beforeAll)
// The play functions' findBy…/waitFor (storybook/test's own Testing Library) wait like the tests'.
applyWaitPolicy(storybookTest)

export type StoryModule = Parameters<typeof composeStories>[0]

function storyHandlers(msw: unknown): RequestHandler[] {
  if (!msw) return []
  if (Array.isArray(msw)) return msw as RequestHandler[]
  const { handlers } = msw as {
    handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]>
  }
  if (!handlers) return []
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat()
}

/** Requests the story sends to the fake backend (msw/node), by method and path. */
function watchRequests() {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  server.events.on('request:start', listener)
  return { seen, stop: () => server.events.removeListener('request:start', listener) }
}

/**
 * axe's verdict on each page seen in this file, by its HTML. Many stories draw the same page in
 * jsdom (the Narrow/Wide viewports, say, when only Storybook's viewport differs, since jsdom has
 * no layout): the same markup, with the same generated class names, gets the same verdict, so axe
 * runs once per distinct page.
 */
const verdicts = new Map<string, string[]>()

async function axeViolations(): Promise<string[]> {
  const page = document.body.innerHTML
  const known = verdicts.get(page)
  if (known) return known
  const results = await axe.run(document.body, axeOptions)
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  verdicts.set(page, violations)
  return violations
}

const axeOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'color-contrast': { enabled: false } },
  // Only violations are reported; axe skips collecting the details of passing nodes.
  resultTypes: ['violations'],
}

/** One test per story of each module (the files in tests/stories/ split them so they run in parallel). */
export function testStories(modules: Record<string, StoryModule>) {
  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module)
    describe(file.replace('../../stories/', ''), () => {
      const entries = Object.entries(stories) as [
        string,
        { run: () => Promise<void>; play?: unknown; parameters: { msw?: unknown } },
      ][]
      for (const [name, Story] of entries) {
        it(`renders ${name}`, async () => {
          const errors = vi.spyOn(console, 'error')
          const requests = watchRequests()
          onTestFinished(async () => {
            requests.stop()
            await unmountCurrent?.()
            errors.mockRestore()
          })
          server.use(...storyHandlers(Story.parameters.msw))

          await Story.run()

          if (requests.seen.length > 0 && !Story.play) {
            throw new Error(
              `${name} asks the fake backend (${[...new Set(requests.seen)].join(', ')}), so what it shows ` +
                'arrives later: give the story a play function that waits for the state it promises ' +
                '(the list, the spinner, the empty message, the error dialog).',
            )
          }
          expect(await axeViolations(), 'axe violations').toEqual([])
          await unmountCurrent?.()
          expect(errors, 'console.error calls').not.toHaveBeenCalled()
        })
      }
    })
  }
}
