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

// The play functions' findBy…/waitFor wait for the fake's answers as long as the jsdom story
// tests let them (tests/setup/waits.ts): Testing Library's 1 s failed them on a busy machine.
applyWaitPolicy(storybookTest)

/**
 * `npm run test:storybook` opens the preview with `?axe=violations`: axe then gathers only the
 * violations (it still runs every rule on every element) instead of describing every passing and
 * incomplete node for the a11y panel (less work per story; the panel in Storybook is unchanged).
 */
const violationsOnly = new URLSearchParams(globalThis.location?.search).get('axe') === 'violations'

const preview: Preview = {
  decorators,
  parameters: violationsOnly
    ? { ...parameters, a11y: { ...parameters.a11y, options: { resultTypes: ['violations'] } } }
    : parameters,
  loaders: [mswLoader(startFakeBackend), scenarioLoader],
  // Every component gets a Docs page (props and their TSDoc descriptions, controls).
  tags: ['autodocs'],
}

export default preview
