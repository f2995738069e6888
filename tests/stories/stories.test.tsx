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

type StoryModule = Parameters<typeof composeStories>[0]
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true })

function storyHandlers(msw: unknown): RequestHandler[] {
  if (!msw) return []
  if (Array.isArray(msw)) return msw as RequestHandler[]
  const { handlers } = msw as {
    handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]>
  }
  if (!handlers) return []
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat()
}

for (const [file, module] of Object.entries(modules)) {
  const stories = composeStories(module)
  describe(file.replace('../../stories/', ''), () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`renders ${name}`, async () => {
        const errors = vi.spyOn(console, 'error')
        server.use(...storyHandlers(Story.parameters.msw))
        await Story.run()
        // Give data-driven stories a moment to settle before checking.
        await waitFor(() => expect(document.body.textContent?.length ?? 0).toBeGreaterThan(0))
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
