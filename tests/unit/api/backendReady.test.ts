// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as BackendReady from '@/api/backendReady'

type Module = typeof BackendReady

/** A fresh copy of the module: its state (the fake's start-up, leaving) is per page. */
async function freshModule(): Promise<Module> {
  vi.resetModules()
  return import('@/api/backendReady')
}

/**
 * Whether `promise` has settled once the microtasks queued so far have run: the module's chain is
 * a few promise steps deep, far fewer than the steps waited here (no timer involved).
 */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let step = 0; step < 20; step += 1) await Promise.resolve()
  return done
}

describe('requests and the in-browser fake', () => {
  beforeEach(() => {
    vi.restoreAllMocks()
  })

  it('go ahead at once where no fake runs (production, Node tests)', async () => {
    const { backendReady } = await freshModule()
    expect(await settled(backendReady())).toBe(true)
  })

  it('wait for the fake to start, then go ahead', async () => {
    const { backendReady, waitForBackend } = await freshModule()
    let start!: () => void
    waitForBackend(new Promise<void>((resolve) => (start = resolve)))
    const request = backendReady()
    expect(await settled(request)).toBe(false)
    start()
    expect(await settled(request)).toBe(true)
  })

  it('go ahead when the fake fails to start, and say so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { backendReady, waitForBackend } = await freshModule()
    waitForBackend(Promise.reject(new Error('no service worker')))
    expect(await settled(backendReady())).toBe(true)
    expect(error).toHaveBeenCalledWith('The in-browser fake backend did not start:', expect.any(Error))
  })

  it('are held once the page is being left: MSW then lets requests through to the real host', async () => {
    const { backendReady, waitForBackend } = await freshModule()
    let start!: () => void
    waitForBackend(new Promise<void>((resolve) => (start = resolve)))
    const waiting = backendReady() // made before, released after the page starts unloading
    window.dispatchEvent(new Event('beforeunload'))
    start()
    expect(await settled(waiting)).toBe(false)
    expect(await settled(backendReady())).toBe(false)
  })
})
