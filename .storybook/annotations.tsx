import type { Decorator, Loader, Parameters } from '@storybook/react-vite'
import { applyScenario, isScenarioName } from '../mocks/scenarios'
import { StoryShell } from './StoryShell'

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
  // Storybook opens on the first entry: the introduction.
  options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
  controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  a11y: { test: 'error' },
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
