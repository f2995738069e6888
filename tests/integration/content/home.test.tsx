import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetMockDb, server } from '../../../mocks/node'
import { seedProducts } from '../../../mocks/seed/products'
import { renderApp } from '../../utils/renderApp'

afterEach(() => {
  vi.restoreAllMocks()
})

const section = (name: string) => screen.getByRole('region', { name })

describe('home page', () => {
  it('opens with the hero: tagline, shop-now button and an eagerly loaded, sized picture', async () => {
    const { user, router } = renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: '美味早餐，輕鬆上桌' })).toBeInTheDocument()
    const hero = section('美味早餐，輕鬆上桌')
    const picture = within(hero).getByRole('img')
    expect(picture).toHaveAttribute('width', '1600')
    expect(picture).toHaveAttribute('height', '900')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
    expect(picture).not.toHaveAttribute('loading', 'lazy')
    expect(picture).toHaveAccessibleName(/早餐/)

    await user.click(within(hero).getByRole('link', { name: '立即選購' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'))
  })

  it('shows the three feature cards', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 2, name: '為什麼選擇早餐店' })
    const features = section('為什麼選擇早餐店')
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['簡單方便', '低卡健康', '環保友善'])
    expect(within(features).getByText(/營養成分/)).toBeInTheDocument()
    expect(within(features).getByText(/可分解包裝/)).toBeInTheDocument()
  })

  it('recommends the first 4 products with origin_price as the main price and a see-more link', async () => {
    renderApp('/')
    const first = seedProducts[0]
    expect(await screen.findByRole('link', { name: first.title })).toBeInTheDocument()
    const recommended = section('推薦商品')
    const cards = within(recommended).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      seedProducts.slice(0, 4).map((p) => p.title),
    )
    const firstCard = cards[0]
    expect(within(firstCard).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/products/${first.id}`,
    )
    // Home keeps the spec's reading: origin_price (NT$65) large, price (NT$55) struck through.
    expect(within(firstCard).getByText(`NT$${first.origin_price}`).tagName).not.toBe('DEL')
    expect(within(firstCard).getByText(`NT$${first.price}`).tagName).toBe('DEL')
    expect(within(firstCard).getByRole('img', { name: first.title })).toHaveAttribute('src', first.imageUrl)
    expect(within(recommended).getByRole('link', { name: '查看更多商品' })).toHaveAttribute(
      'href',
      '/products',
    )
  })

  it('answers every question of the Q&A: the first answer shown, the others a click away', async () => {
    const { user } = renderApp('/')
    await screen.findByRole('heading', { level: 2, name: '常見問題' })
    const qa = section('常見問題')
    const questions = [
      '需要自己料理嗎？',
      '食材從哪裡來？有營養標示嗎？',
      '有哪些付款方式？',
      '可以寄到超商取貨嗎？',
      '可以指定出貨或收貨時間嗎？',
      '下單後多久出貨？',
      '預購商品什麼時候出貨？',
    ]
    const answers = [
      /免下廚/,
      /在地小農.*營養/,
      /信用卡、ATM 轉帳、Linepay 與貨到付款/,
      /7-11 與全家兩家超商取貨.*結帳時/,
      /訂單備註.*週六收貨/,
      /1-3 個工作天內出貨/,
      /預購商品的出貨時間會標示在商品頁面上/,
    ]
    // Each question and its answer are a disclosure (<details>): a group the question opens.
    expect(within(qa).getAllByRole('group')).toHaveLength(questions.length)
    expect(within(qa).getByText(answers[0])).toBeVisible()
    for (const answer of answers.slice(1)) expect(within(qa).getByText(answer)).not.toBeVisible()
    for (const question of questions.slice(1)) await user.click(within(qa).getByText(question))
    for (const answer of answers) expect(within(qa).getByText(answer)).toBeVisible()
  })

  it('shows a short note when the products fail to load, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get('*/v2/api/:apiPath/products/all', () =>
        HttpResponse.json({ success: false, message: '伺服器錯誤' }, { status: 500 }),
      ),
    )
    renderApp('/')
    expect(await screen.findByText('推薦商品暫時無法載入，歡迎直接到全部商品逛逛。')).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('取得推薦商品失敗', expect.objectContaining({ status: 500 }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '查看更多商品' })).toBeInTheDocument()
  })

  it('says so when the shop has no products yet', async () => {
    await resetMockDb('empty-shop')
    renderApp('/')
    expect(await screen.findByText('推薦商品準備中，先到全部商品逛逛吧！')).toBeInTheDocument()
    expect(within(section('推薦商品')).queryAllByRole('article')).toHaveLength(0)
  })
})
