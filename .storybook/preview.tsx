import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import * as storybookTest from 'storybook/test'
import { FAKE_WORKER_START } from '../mocks/browser'
import { handlers } from '../mocks/handlers'
import { applyWaitPolicy } from '../tests/setup/waits'
import { decorators, parameters, scenarioLoader } from './annotations'
// The page's baseline (box sizing, margins, font, colours), as every page of the app has it.
import '../src/app/global.css'

/**
 * Every story runs against the same fake backend as `npm run dev`: the worker starts with the
 * fake's handlers, and `parameters.msw.handlers` of a story are layered on top (errors, delays).
 */
const startFakeBackend = async () => {
  const worker = setupWorker(...handlers)
  // The demo's worker (public/fakeServiceWorker.js): the preview's own files never reach MSW.
  await worker.start(FAKE_WORKER_START)
  return worker
}

// The play functions' findBy…/waitFor wait for the fake's answers as long as every test's waits
// (tests/setup/waits.ts): Testing Library's 1 s failed them on a busy machine.
applyWaitPolicy(storybookTest)

/**
 * Under Vitest (the stories' tests and screenshots, `npm run test:stories`):
 * - axe gathers only the violations (it still runs every rule on every element) instead of
 *   describing every passing and incomplete node for the a11y panel: less work per story;
 * - a story is drawn at the width it is meant for: a phone story
 *   (`globals: { viewport: { value: 'mobile1' } }`) at 375 px, every other story at 1280 px.
 * In Storybook itself the a11y panel and the viewports are as before (a wide story fills the canvas).
 */
const underVitest = '__vitest_browser__' in globalThis
const WIDE = { width: '1280px', height: '800px' }
function asTested(base: NonNullable<Preview['parameters']>): Preview['parameters'] {
  const viewport = base.viewport ?? {}
  const options = viewport.options ?? {}
  return {
    ...base,
    a11y: { ...base.a11y, options: { ...base.a11y?.options, resultTypes: ['violations'] } },
    viewport: {
      ...viewport,
      defaultViewport: 'desktop',
      options: { ...options, desktop: { ...options.desktop, styles: WIDE } },
    },
  }
}

const preview: Preview = {
  decorators,
  parameters: underVitest ? asTested(parameters) : parameters,
  loaders: [mswLoader(startFakeBackend), scenarioLoader],
  // Every component gets a Docs page (props and their TSDoc descriptions, controls).
  tags: ['autodocs'],
}

export default preview
