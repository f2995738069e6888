import * as React from 'react'

/**
 * React's development build records where every element was created: each `createElement` and
 * `jsx` call captures an `Error` stack (and a console task) for its "owner stacks", the up to
 * 10 000 newest of them, counted anew every second. In jsdom page tests that is an eighth of all
 * CPU (a profile of the integration tests: 34 of 256 CPU-s in React's element factories, most of
 * it capturing stacks), on every render of every MUI and Emotion layer. React itself falls back to
 * one shared placeholder stack past its limit; here the limit is always reached, so every element
 * takes that path. What renders, and every warning React logs with its component stack, is
 * unchanged; only the source lines of where each element was created are left out of them.
 */
const internals = (React as unknown as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as
  { recentlyCreatedOwnerStacks?: number } | undefined
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  })
}
