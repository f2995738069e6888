import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { useState } from 'react'
import { useDispatch } from 'react-redux'
import type { ApiDispatch } from '@/api/apiReady'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { ProductListPage, type ProductListPageProps } from '@/features/catalog/pages/ProductListPage'
import { readProductList } from '@/features/catalog/reads'
import { page, spinnerGone, shows } from '../storyPlay'

type RouteProps = Omit<ProductListPageProps, 'requireMember' | 'list' | 'onRetry' | 'retrying'>

/**
 * The page as its route renders it (src/app/routes/products.tsx): the list read through the
 * store and handed over unread, a retry reading it again, the account feature's members-only check.
 */
function ProductListPageRoute(props: RouteProps) {
  const { requireMember } = useMemberGuard()
  const dispatch = useDispatch<ApiDispatch>()
  const read = () => readProductList(dispatch, async () => null)
  const [list, setList] = useState(read)
  return (
    <ProductListPage {...props} list={list} onRetry={() => setList(read())} requireMember={requireMember} />
  )
}

/** The product list against the fake backend (the seed catalogue). */
const meta = {
  title: 'Storefront/Products/ProductListPage',
  component: ProductListPageRoute,
  parameters: { route: { path: '/products' } },
} satisfies Meta<typeof ProductListPageRoute>

export default meta
type Story = StoryObj<typeof meta>

export const VisitorFromTheFake: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findAllByRole('article')).toHaveLength(20)
    await spinnerGone(canvasElement)
  },
}

export const MemberAddsToCart: Story = {
  parameters: { member: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '加入購物車：起司蛋餅' }))
    await shows(() => page(canvasElement).getByText('商品已加入購物車!'))
  },
}

export const CategoryFromTheUrl: Story = {
  parameters: {
    route: { path: '/products', initialEntry: `/products?category=${encodeURIComponent('飲品')}` },
  },
  play: async ({ canvasElement }) => {
    const drinks = await page(canvasElement).findAllByRole('article')
    await expect(drinks.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '古早味紅茶',
      '無糖豆漿',
      '花生米漿',
      '鮮奶茶',
    ])
    await spinnerGone(canvasElement)
  },
}

/** A shared link: search, filter and sort from the URL, the words highlighted. */
export const SearchFromTheUrl: Story = {
  parameters: {
    route: {
      path: '/products',
      initialEntry: `/products?q=${encodeURIComponent('起司')}&sort=price-desc`,
    },
  },
  play: async ({ canvasElement }) => {
    const cards = await page(canvasElement).findAllByRole('article')
    const prices = cards.map((card) =>
      Number(
        within(card)
          .getByText(/^NT\$\d+$/, { selector: 'span' })
          .textContent?.replace('NT$', ''),
      ),
    )
    await expect(prices).toEqual([...prices].sort((a, b) => b - a))
    await expect(canvasElement.querySelector('mark')).not.toBeNull()
    await spinnerGone(canvasElement)
  },
}

export const EmptyShop: Story = {
  parameters: { mockScenario: 'empty-shop' },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText('目前沒有商品'))
    await spinnerGone(canvasElement)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/products/all', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('progressbar', { name: '載入中' }))
  },
}
