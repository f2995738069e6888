import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetMockDb } from '../../../mocks/node'
import { buildCatalogue } from '@/app/prerender/catalogue.server'

const REAL_API = 'https://ec-course-api.hexschool.io'
const CHEESE_CREPE = '-OBfast0000000000001'

let warnings: unknown[][] = []
beforeEach(async () => {
  await resetMockDb()
  warnings = []
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args))
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the products the build (and the dev server) read for prerendered pages', () => {
  const fake = buildCatalogue({ mocking: true, apiBaseUrl: REAL_API, apiPath: 'breakfast' })

  it('mock mode: the fake answers, an unknown product is no product, and nothing is printed', async () => {
    expect((await fake.product(CHEESE_CREPE))?.id).toBe(CHEESE_CREPE)
    expect(await fake.product('nope')).toBeNull()
    expect(warnings).toEqual([])
  })

  it('production: an unknown product (404) is no product, quietly', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, message: '找不到產品' }, { status: 404 }),
    )
    const real = buildCatalogue({ mocking: false, apiBaseUrl: 'http://api.test', apiPath: 'shop-404' })
    expect(await real.product('nope')).toBeNull()
    expect(warnings).toEqual([])
  })

  it('production: an API out of reach is named by its address, and the page is prerendered without it', async () => {
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }))
    const real = buildCatalogue({ mocking: false, apiBaseUrl: 'http://api.test', apiPath: 'shop-503' })
    expect(await real.allProducts()).toBeNull()
    expect(String(warnings[0]?.[0])).toContain(
      'http://api.test/v2/api/shop-503/products/all could not be read (Error: HTTP 503)',
    )
  })
})
