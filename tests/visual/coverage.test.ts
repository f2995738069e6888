import { expect, it } from 'vitest'

// Storybook's Vitest plugin makes a test of every story in .storybook/main.ts's `stories` (the
// stories/ folder): a story file anywhere else would be neither in the catalogue nor tested.
it('finds every story file where Storybook and its tests look', () => {
  const everywhere = Object.keys(
    import.meta.glob([
      '../../**/*.stories.{ts,tsx,js,jsx,mdx}',
      '!../../node_modules/**',
      '!../../dist*/**',
      '!../../build/**',
    ]),
  )
  expect(everywhere.length).toBeGreaterThan(10)
  expect(everywhere.filter((file) => !file.startsWith('../../stories/'))).toEqual([])
})
