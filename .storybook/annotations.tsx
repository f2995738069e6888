import type { Decorator, Loader, Parameters } from '@storybook/react-vite'
import { resetDb } from '../mocks/db'
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
  await resetDb(context.parameters.mockScenario)
  return {}
}

export const parameters: Parameters = {
  layout: 'fullscreen',
  controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  a11y: { test: 'error' },
  viewport: {
    options: {
      mobile1: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
    },
  },
}
