import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEV_PREBUNDLE_ENTRIES } from '@/app/build/devPrebundle'

/** The repository's files under `src/` and `mocks/`, as paths from the top. */
const files = ['src', 'mocks'].flatMap((top) =>
  readdirSync(top, { recursive: true, encoding: 'utf8' }).map(
    (path) => `${top}/${path.split('\\').join('/')}`,
  ),
)

// The glob's meaning for these patterns: `**/` any folders (or none), `*` any part of a name.
const matcher = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '§')
      .replace(/\*/g, '[^/]*')
      .replace(/§/g, '(?:[^/]+/)*')}$`,
  )

describe('the dev server crawls for its dependencies from every lazy part', () => {
  it('names files that exist (a rename would quietly bring the reloads back)', () => {
    for (const glob of DEV_PREBUNDLE_ENTRIES) {
      const re = matcher(glob)
      expect(
        files.some((file) => re.test(file)),
        glob,
      ).toBe(true)
    }
  })

  it('reaches the lazy parts: a route module, a feature page, the fake’s start', () => {
    const reached = (file: string) => DEV_PREBUNDLE_ENTRIES.some((glob) => matcher(glob).test(file))
    expect(reached('src/app/routes/admin-products.tsx')).toBe(true)
    expect(reached('src/features/catalog/pages/ProductListPage.tsx')).toBe(true)
    expect(reached('mocks/start.ts')).toBe(true)
  })
})
