import { expect, it } from 'vitest'

// The story tests are split by folder so they run in parallel; a new folder must join a group.
const grouped = [
  'account',
  'admin',
  'cart',
  'catalog',
  'checkout',
  'content',
  'layout',
  'components',
  'orders',
]

it('renders every story folder in some tests/stories/*.test.tsx', () => {
  const files = Object.keys(import.meta.glob('../../stories/**/*.stories.tsx'))
  const folders = new Set(files.map((file) => file.replace('../../stories/', '').split('/')[0]))
  expect([...folders].filter((folder) => !grouped.includes(folder))).toEqual([])
  expect(files.length).toBeGreaterThan(10)
})
