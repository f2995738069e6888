import { afterEach, describe, expect, it, vi } from 'vitest'

/** The module keeps whether slicing is on: each test gets a fresh copy. */
async function freshSlices() {
  vi.resetModules()
  return import('../../../mocks/slices')
}

describe('long loads of the in-browser fake run in slices', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('never gives way where slicing is off (Node: mock:server, tests)', async () => {
    const { betweenRecords } = await freshSlices()
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000_000)
    await expect(betweenRecords()).resolves.toBeUndefined()
    expect(now).not.toHaveBeenCalled()
  })

  it('gives way to the page once a slice is used up, then starts a new slice', async () => {
    vi.useFakeTimers()
    const { betweenRecords, loadInSlices } = await freshSlices()
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0)
    loadInSlices()

    clock.mockReturnValue(5)
    await expect(betweenRecords()).resolves.toBeUndefined()

    clock.mockReturnValue(9)
    let settled = false
    const paused = betweenRecords().then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.runAllTimersAsync()
    await paused
    expect(settled).toBe(true)

    // A new slice started when the page gave the work back.
    clock.mockReturnValue(12)
    await expect(betweenRecords()).resolves.toBeUndefined()
  })
})
