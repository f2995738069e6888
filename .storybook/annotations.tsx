import type { Decorator, Loader, Parameters } from '@storybook/react-vite'
import { configureActions } from 'storybook/actions'
import { applyScenario, isScenarioName } from '../mocks/scenarios'
import { CatalogueDocsPage } from './DocsPage'
import { StoryShell } from './StoryShell'

/**
 * The Actions panel shows a callback's arguments one level deep (Storybook's default: ten): a
 * click handler's React event with its own fields, the objects they point to as [Object]. Deeper
 * lie the event's DOM node and the page's window, and serialising the window read Storybook's
 * deprecated story store: "Accessing the Story Store is deprecated" was logged whenever a story's
 * callback was given an event.
 */
configureActions({ depth: 1 })

/** Shared by Storybook (preview.tsx) and the jsdom story tests (tests/stories). */
export const decorators: Decorator[] = [
  (Story, context) => (
    <StoryShell key={context.id} member={context.parameters.member} route={context.parameters.route}>
      <Story />
    </StoryShell>
  ),
]

/** `parameters.mockScenario` puts the fake backend in a named state before the story renders. */
export const scenarioLoader: Loader = async (context) => {
  // Data, failing endpoint and latency all come from the scenario (default: the seed shop).
  const name: unknown = context.parameters.mockScenario
  await applyScenario(isScenarioName(name) ? name : 'default')
  return {}
}

export const parameters: Parameters = {
  layout: 'fullscreen',
  controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  a11y: { test: 'error' },
  // Docs pages: the primary state on a stage, a gallery of the others, the props (DocsPage.tsx).
  docs: { page: CatalogueDocsPage },
  viewport: {
    options: {
      mobile1: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      // Wide layouts fill the canvas (a fixed 1280 px was wider than the canvas and cut off).
      desktop: {
        name: 'Wide (fills the canvas)',
        styles: { width: '100%', height: '100%' },
        type: 'desktop',
      },
    },
  },
}
