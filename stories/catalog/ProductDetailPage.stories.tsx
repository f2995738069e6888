import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { ProductDetailPage, type ProductDetailPageProps } from '@/features/catalog/pages/ProductDetailPage'
import { page, spinnerGone, shows } from '../storyPlay'

/** The page as its route renders it: with the account feature's members-only check. */
function ProductDetailPageRoute(props: Omit<ProductDetailPageProps, 'requireMember'>) {
  const { requireMember } = useMemberGuard()
  return <ProductDetailPage {...props} requireMember={requireMember} />
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
