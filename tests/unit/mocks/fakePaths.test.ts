import { describe, expect, it } from 'vitest'
import { isFakeRequest } from '../../../mocks/handlers'

describe('the in-browser fake looks only at its own paths', () => {
  it.each([
    'https://ec-course-api.hexschool.io/v2/api/breakfast/products/all',
    'https://ec-course-api.hexschool.io/v2/admin/signin',
    'http://127.0.0.1:4173/__mock/state',
    'http://127.0.0.1:4173/__mock/uploads/abc.png',
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo',
    'http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=demo',
    'http://127.0.0.1:9099/emulator/v1/projects/demo/accounts',
  ])('answers %s', (url) => {
    expect(isFakeRequest(url)).toBe(true)
  })

  it.each([
    'http://127.0.0.1:4173/assets/entry.client-abc.js',
    'http://127.0.0.1:4173/assets/hero-abc.svg',
    'http://127.0.0.1:4173/seed-images/cheese-egg-crepe-1.svg',
    'http://127.0.0.1:4173/products',
    'http://127.0.0.1:4173/favicon.svg',
  ])('leaves %s to the network', (url) => {
    expect(isFakeRequest(url)).toBe(false)
  })
})
