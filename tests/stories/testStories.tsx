import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { waitFor } from '@testing-library/react'
import axe from 'axe-core'
import type { RequestHandler } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { decorators, parameters, scenarioLoader } from '../../.storybook/annotations'
import { server } from '../../mocks/node'

/**
 * Every story in stories/ is rendered here as a test (jsdom), so a broken story fails `npm test`:
 * it must render without throwing or logging errors, and pass axe's WCAG A/AA rules that jsdom
 * can evaluate (colour contrast needs a real browser: Storybook's a11y addon checks it).
 */
setProjectAnnotations({ decorators, parameters, loaders: [scenarioLoader] })

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

/** One test per story of each module (the files in tests/stories/ split them so they run in parallel). */
export function testStories(modules: Record<string, StoryModule>) {
  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module)
    describe(file.replace('../../stories/', ''), () => {
      const entries = Object.entries(stories) as [
        string,
        { run: () => Promise<void>; parameters: { msw?: unknown } },
      ][]
      for (const [name, Story] of entries) {
        it(`renders ${name}`, async () => {
          const errors = vi.spyOn(console, 'error')
          server.use(...storyHandlers(Story.parameters.msw))
          await Story.run()
          // Give data-driven stories a moment to settle before checking.
          await waitFor(() => expect(document.body.children.length).toBeGreaterThan(0))
          await new Promise((resolve) => setTimeout(resolve, 50))
          const results = await axe.run(document.body, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
            rules: { 'color-contrast': { enabled: false } },
          })
          const violations = results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          )
          expect(violations, 'axe violations').toEqual([])
          expect(errors, 'console.error calls').not.toHaveBeenCalled()
          errors.mockRestore()
        })
      }
    })
  }
}
