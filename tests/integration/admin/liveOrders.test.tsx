import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { seedOrder } from '@mocks/db'
import { server } from '@mocks/node'
import { ORDER_CHANNEL } from '@/api/orderEvents'
import { ORDER_POLL_MS } from '@/features/admin/orders/useOrderFeed'
import { renderApp } from '../../utils/renderApp'
import { stopClock } from '../../utils/fakeClock'
import { signInAdmin } from './adminTestUtils'

beforeEach(async () => {
  await signInAdmin()
})

/** Counts the requests for page 1 of the admin order list from now on. */
function countFeedReads() {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/admin/orders') && url.searchParams.get('page') === '1') count += 1
  }
  server.events.on('request:start', listener)
  return {
    get count() {
      return count
    },
    stop: () => server.events.removeListener('request:start', listener),
  }
}

/** Puts jsdom's own visibility back (the test files of a worker share its document). */
function restoreVisibility() {
  Reflect.deleteProperty(document, 'visibilityState')
  Reflect.deleteProperty(document, 'hidden')
}

function setVisibility(state: 'visible' | 'hidden') {
  onTestFinished(restoreVisibility)
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true })
  // As a browser fires it: at the document, bubbling (RTK Query listens on the window).
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
}

/** A frame, on the stopped clock: Redux Toolkit tells the page about answers once per animation frame. */
const FRAME_MS = 16

describe('new orders without a reload', () => {
  it('polls the newest orders every 30 s, not while the tab is hidden, and at once when it comes back', async () => {
    const clock = stopClock()
    /** What `query` finds, letting frames pass on the stopped clock until the page shows it. */
    const whenShown = async <T,>(query: () => T | null): Promise<T> => {
      let frame = 0
      for (; frame < 500 && !query(); frame++) await clock.advance(FRAME_MS)
      const found = query()
      if (!found) throw new Error('not shown after 500 frames of the page’s clock')
      return found
    }
    renderApp('/admin/orders')
    const table = await whenShown(() => screen.queryByRole('table', { name: '訂單列表' }))
    await whenShown(() => within(table).queryByText('陳怡君'))
    const reads = countFeedReads()

    await seedOrder({ user: { name: '新來的客人' } })
    // The next poll is due 30 s after the last answer: nothing before that.
    await clock.advance(ORDER_POLL_MS - 2_000)
    expect(reads.count).toBe(0)
    await clock.advance(3_000)
    await whenShown(() => within(table).queryByText('新來的客人'))
    expect(await whenShown(() => screen.queryByText('開啟此頁後有 1 筆新訂單'))).toBeInTheDocument()
    expect(reads.count).toBe(1)

    // Hidden: no polling however long it stays so.
    setVisibility('hidden')
    await seedOrder({ user: { name: '隱藏時的客人' } })
    await clock.advance(ORDER_POLL_MS * 3)
    expect(reads.count).toBe(1)
    expect(within(table).queryByText('隱藏時的客人')).not.toBeInTheDocument()

    // Back: read at once, and the count goes on.
    setVisibility('visible')
    await whenShown(() => within(table).queryByText('隱藏時的客人'))
    expect(await whenShown(() => screen.queryByText('開啟此頁後有 2 筆新訂單'))).toBeInTheDocument()
    expect(reads.count).toBe(2)
    reads.stop()

    await clock.user.click(screen.getByRole('button', { name: '知道了' }))
    expect(screen.queryByText(/筆新訂單/)).not.toBeInTheDocument()
  })

  it('shows an order placed in another tab of the browser at once (no timer)', async () => {
    renderApp('/admin/kitchen')
    await screen.findByRole('heading', { level: 1, name: '今日備餐' })
    await screen.findByRole('region', { name: /待確認的新訂單/ })
    await seedOrder({
      user: { name: '隔壁分頁的客人' },
      extra: { delivery: { asap: true }, paymentWay: 'creditCard' },
    })
    // What another tab's base query says after its POST order (src/api/orderEvents.ts).
    const otherTab = new BroadcastChannel(ORDER_CHANNEL)
    otherTab.postMessage({ type: 'orders-changed', from: 'another-tab' })
    otherTab.close()
    expect(await screen.findByText('隔壁分頁的客人')).toBeInTheDocument()
    expect(await screen.findByText('開啟此頁後有 1 筆新訂單')).toBeInTheDocument()
  })
})
