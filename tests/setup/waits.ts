/**
 * How long a findBy…/waitFor (Testing Library's, and storybook/test's in play functions) keeps
 * looking before it fails: one policy for every jsdom test, set by tests/setup/integration.ts and
 * tests/stories/testStories.tsx.
 *
 * A wait ends as soon as what it waits for is there; this is only how long "never" takes. Testing
 * Library's default (1 s) assumes an idle machine: on two busy cores the first import of a lazy
 * route or dialog is transformed on the spot and can take several seconds, and a test must not
 * fail because the machine is busy. Tests do not set their own timeouts.
 */
export const ASYNC_WAIT_MS = 10_000
