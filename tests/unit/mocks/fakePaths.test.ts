import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FAKE_WORKER_URL } from '../../../mocks/browser'

/**
 * The filter of the demo's service worker (public/fakeServiceWorker.js), run as the browser runs
 * it: registered at FAKE_WORKER_URL, with MSW's worker (importScripts) left out. A request it
 * stops goes to the network; one it lets through reaches MSW and the fake's handlers.
 */
function workerFilter() {
  const listeners: ((event: unknown) => void)[] = []
  const self = {
    location: { href: new URL(FAKE_WORKER_URL, 'http://127.0.0.1:4173').href },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener)
    },
  }
  const source = readFileSync(new URL('../../../public/fakeServiceWorker.js', import.meta.url), 'utf8')
  new Function('self', 'importScripts', source)(self, () => {})
  return (url: string) => {
    let stopped = false
    const event = { request: { url }, stopImmediatePropagation: () => (stopped = true) }
    for (const listener of listeners) listener(event)
    return !stopped
  }
}

describe('the in-browser fake looks only at its own paths', () => {
  const reachesTheFake = workerFilter()

  it.each([
    'https://ec-course-api.hexschool.io/v2/api/breakfast/products/all',
    'https://ec-course-api.hexschool.io/v2/admin/signin',
    'http://127.0.0.1:4173/__mock/state',
    'http://127.0.0.1:4173/__mock/uploads/abc.png',
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo',
    'http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=demo',
    'http://127.0.0.1:9099/emulator/v1/projects/demo/accounts',
  ])('answers %s', (url) => {
    expect(reachesTheFake(url)).toBe(true)
  })

  it.each([
    'http://127.0.0.1:4173/assets/entry.client-abc.js',
    'http://127.0.0.1:4173/assets/hero-abc.svg',
    'http://127.0.0.1:4173/seed-images/cheese-egg-crepe-1.svg',
    'http://127.0.0.1:4173/products',
    'http://127.0.0.1:4173/favicon.svg',
  ])('leaves %s to the network', (url) => {
    expect(reachesTheFake(url)).toBe(false)
  })
})
