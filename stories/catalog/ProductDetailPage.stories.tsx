import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { useParams } from 'react-router-dom'
import type { ApiDispatch } from '@/api/apiReady'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { ProductDetailPage, type ProductDetailPageProps } from '@/features/catalog/pages/ProductDetailPage'
import { readProduct } from '@/features/catalog/reads'
import { page, spinnerGone, shows } from '../storyPlay'

type RouteProps = Omit<ProductDetailPageProps, 'requireMember' | 'view' | 'onRetry' | 'retrying'>

/**
 * The page as its route renders it (src/app/routes/product.tsx): the product read through the
 * store and handed over unread, a retry reading it again, the account feature's members-only check.
 */
function ProductDetailPageRoute(props: RouteProps) {
  const { requireMember } = useMemberGuard()
  const { id = '' } = useParams()
  const dispatch = useDispatch<ApiDispatch>()
  const read = () => readProduct(dispatch, id, async () => null)
  const [view, setView] = useState(read)
  return (
    <ProductDetailPage {...props} view={view} onRetry={() => setView(read())} requireMember={requireMember} />
  )
}

/** The product detail against the fake backend. */
const meta = {
  title: 'Storefront/Product detail/ProductDetailPage',
  component: ProductDetailPageRoute,
  parameters: { route: { path: '/products/:id', initialEntry: '/products/-OBfast0000000000001' } },
} satisfies Meta<typeof ProductDetailPageRoute>

export default meta
type Story = StoryObj<typeof meta>

const showsProduct = (title: string): Story['play'] =>
  async function ({ canvasElement }) {
    await shows(() => page(canvasElement).getByRole('heading', { level: 1, name: title }))
    await spinnerGone(canvasElement)
  }

export const CheeseEggCrepeFromTheFake: Story = { play: showsProduct('起司蛋餅') }

export const Drink: Story = {
  parameters: { route: { path: '/products/:id', initialEntry: '/products/-OBfast0000000000017' } },
  play: showsProduct('古早味紅茶'),
}

export const SignedIn: Story = {
  parameters: { member: true },
  play: showsProduct('起司蛋餅'),
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/product/:id', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('progressbar', { name: '載入中' }))
  },
}
