import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductListBanner } from '@/features/catalog/components/ProductListBanner'

const meta = {
  title: 'Storefront/Products/ProductListBanner',
  component: ProductListBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductListBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The list's h1 and its line about the shop, naming the banner's section. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: '全部商品' })).toBeVisible()
    await expect(canvas.getByText(/免下廚、加熱即食的台式早餐/)).toBeVisible()
  },
}

/** Phones: the subtitle wraps under the heading. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}
