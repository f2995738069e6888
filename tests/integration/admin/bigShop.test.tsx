import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { shop } from '@mocks/db'
import { server } from '@mocks/node'
import { buildBusyOrders } from '@mocks/seed/busyOrders'
import { store } from '@mocks/store'
import { renderApp } from '../../utils/renderApp'
import { signInAdmin } from './adminTestUtils'

/**
 * The order screens of a big shop (docs/orders.md, "A big shop"): with the fake filled to 5,000
 * orders, how many course-API requests each makes to open. The API pages orders 10 at a time and
 * cannot search, so a screen that read every page would make 500. (How long they take is measured
 * by the benchmark script, not here.)
 */
const BUSY_ORDERS = 5_000

function countRequests() {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/v2/')) seen.push(`${request.method} ${url.pathname}${url.search}`)
  }
  server.events.on('request:start', listener)
  return {
    seen,
    stop: () => server.events.removeListener('request:start', listener),
  }
}

beforeEach(async () => {
  await store.transaction('write', async () => {
    const orders = buildBusyOrders(shop().products.all(), {
      count: BUSY_ORDERS,
      nowSeconds: Math.floor(Date.now() / 1000),
    })
    for (const order of orders) await shop().orders.create(order)
  })
  await signInAdmin()
})

describe('a shop with 5,000 orders', () => {
  it('opens the order list in two requests: its page and the last one (for the count)', async () => {
    const requests = countRequests()
    renderApp('/admin/orders')
    const table = await screen.findByRole('table', { name: '訂單列表' })
    expect(await within(table).findAllByRole('link', { name: /^查看訂單 / })).toHaveLength(10)
    expect(
      await screen.findByText(`共 ${(BUSY_ORDERS + 14).toLocaleString('en')} 筆`.replace(/,/g, '')),
    ).toBeInTheDocument()
    requests.stop()
    expect(requests.seen).toEqual([
      'GET /v2/api/breakfast/admin/orders?page=1',
      `GET /v2/api/breakfast/admin/orders?page=${Math.ceil((BUSY_ORDERS + 14) / 10)}`,
    ])
  })

  it('searches the newest 100 orders for a name in 11 requests, and says so', async () => {
    const requests = countRequests()
    renderApp('/admin/orders?q=效能測試客人5')
    expect(await screen.findByText('已在最新 100 筆訂單中篩選', { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '搜尋更早的 100 筆訂單' })).toBeInTheDocument()
    requests.stop()
    expect(requests.seen.length).toBeLessThanOrEqual(11)
  })

  it('opens the kitchen board in at most 20 requests, covering every order its day can hold', async () => {
    const requests = countRequests()
    renderApp('/admin/kitchen')
    await screen.findByRole('heading', { level: 1, name: '今日備餐' })
    expect(await screen.findAllByRole('checkbox', { name: /已備好$/ })).not.toHaveLength(0)
    expect(screen.queryByText(/只讀取了最新/)).not.toBeInTheDocument()
    requests.stop()
    expect(requests.seen.length).toBeLessThanOrEqual(20)
  })
})
