import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PriceTag } from '@/components/product/PriceTag'
import { cheeseEggCrepe, products } from '../catalog/fixtures'
import { radio, range } from '../fixtureSets'

const meta = {
  title: 'Components/Catalogue/PriceTag',
  component: PriceTag,
  argTypes: {
    price: range(0, 20000),
    originalPrice: range(0, 20000),
    size: radio('small', 'medium', 'large'),
  },
  // 起司蛋餅: NT$55, was NT$65.
  args: { price: cheeseEggCrepe.price, originalPrice: cheeseEggCrepe.origin_price, size: 'medium' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PriceTag>

export default meta
type Story = StoryObj<typeof meta>

/** On sale: the price large, the original struck through; screen readers hear 售價 and 原價 first. */
export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('NT$55')).toBeVisible()
    await expect(canvas.getByText('NT$65').tagName).toBe('DEL')
  },
}

/** The same price twice: the struck-through price is left out. */
export const NoDiscount: Story = { args: { price: 65, originalPrice: 65 } }

/** No original price at all (a product the admin gave none). */
export const WithoutOriginalPrice: Story = { args: { originalPrice: undefined } }

/** Small: as on the product cards and home's recommended row. */
export const Small: Story = { args: { size: 'small' } }

/** Large: as on the product page. */
export const Large: Story = { args: { size: 'large' } }

/** NT$0: a free item still reads as a price. */
export const Free: Story = { args: { price: 0, originalPrice: 30 } }

/** Five digits with the thousands separator (a catering order). */
export const LargeAmounts: Story = {
  args: { price: 12880, originalPrice: 15800, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('NT$12,880')).toBeVisible()
  },
}

/** In a table cell, as in the cart's table: the tag is a span, valid inside a cell or a paragraph. */
export const InATableCell: Story = {
  render: (args) => (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: '8px 16px 8px 0' }}>品項</th>
          <th style={{ textAlign: 'left', padding: 8 }}>單價</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td style={{ padding: '8px 16px 8px 0' }}>{products[1].title}</td>
          <td style={{ padding: 8 }}>
            <PriceTag {...args} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  args: { price: products[1].price, originalPrice: products[1].origin_price, size: 'small' },
}
