import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * Toasts are never lost (src/components/feedback/toast.ts): when notistack's chunk cannot be
 * loaded (offline), the toast is drawn in plain HTML, and the next toast loads notistack again.
 */

const network = vi.hoisted(() => ({ up: false, enqueued: [] as string[] }))

vi.mock('notistack', () => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module')
  return {
    enqueueSnackbar: (message: string) => void network.enqueued.push(message),
    closeSnackbar: () => {},
  }
})
vi.mock('../../../src/components/feedback/Toaster', () => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module')
  return { default: () => null }
})

const toast = await import('../../../src/components/feedback/toast')

/** Resolves once `check` passes (the toast's loading settles on a later turn). */
async function eventually(check: () => boolean) {
  for (let turn = 0; turn < 100 && !check(); turn++) await new Promise((resolve) => setImmediate(resolve))
  expect(check()).toBe(true)
}

afterEach(() => {
  for (const shown of toast.currentPlainToasts()) toast.dismissPlainToast(shown.key)
})

// In order: the network is down until the last test brings it back.
describe('a toast asked for while notistack cannot be loaded', () => {
  it('keeps an undo toast’s key, action and duration, and closes it by its key', async () => {
    const action = () => '復原'
    toast.showToast('已刪除 1 筆', { key: 'undo-1', variant: 'info', autoHideDuration: 5000, action })
    await eventually(() => toast.currentPlainToasts().length === 1)
    expect(toast.currentPlainToasts()[0]).toMatchObject({ key: 'undo-1', autoHideDuration: 5000, action })
    toast.closeToast('undo-1')
    expect(toast.currentPlainToasts()).toEqual([])
  })

  it('is shown in plain HTML; back online, the next toast loads notistack and shows there', async () => {
    toast.showToast('商品已加入購物車!', { variant: 'success' })
    await eventually(() => toast.currentPlainToasts().length === 1)
    expect(toast.currentPlainToasts()[0]).toMatchObject({
      message: '商品已加入購物車!',
      variant: 'success',
      autoHideDuration: 1500,
    })
    expect(toast.loadedToaster()).toBeNull()

    network.up = true
    toast.showToast('已加入收藏!', { variant: 'success' })
    await eventually(() => toast.loadedToaster() !== null)
    // The provider mounts (AppProviders renders it), then the toast goes to notistack.
    toast.toasterIsMounted()
    await eventually(() => network.enqueued.includes('已加入收藏!'))
    expect(toast.currentPlainToasts()).toHaveLength(1)
  })
})
