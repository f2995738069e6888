import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Product } from '@/api/types'
import { searchTerms } from '@/features/catalog/browse'
import { ProductCard, ProductCardSkeleton } from '@/features/catalog/components/ProductCard'
import { markupProduct, products } from '../catalog/fixtures'
import { choose, fixture, productLists } from '../fixtureSets'

/** The products the Controls panel offers for the card, by name. */
const cardProducts: Record<string, Product> = {
  起司蛋餅: products[0],
  'long title': productLists['long titles'][1],
  'markup in text': markupProduct,
  'no picture': { ...products[2], imageUrl: '', imagesUrl: [] },
  'no discount': { ...products[3], origin_price: products[3].price },
}

const meta = {
  title: 'Components/Catalogue/ProductCard',
  component: ProductCard,
  argTypes: {
    product: choose(cardProducts),
    headingLevel: { options: [2, 3], control: { type: 'inline-radio' } },
  },
  args: {
    product: fixture(cardProducts, '起司蛋餅'),
    isFavourite: false,
    isAdding: false,
    onToggleFavourite: fn(),
    onAddToCart: fn(),
    headingLevel: 3,
  },
  // As wide as a card of the product list's two columns (a 1280 px window).
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `加入購物車：${products[0].title}` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(products[0])
  },
}

/** Hearted: the heart is filled and pressed. */
export const Favourite: Story = {
  args: { isFavourite: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { pressed: true })).toBeVisible()
  },
}

/** Adding to the cart: the button is disabled and a spinner stands where its icon was. */
export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: `加入購物車：${products[0].title}` })).toBeDisabled()
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument()
  },
}

/** A title as long as the admin form allows, with a long category: it wraps, nothing is cut. */
export const LongTitle: Story = { args: { product: fixture(cardProducts, 'long title') } }

/** A search for 起司: the words are marked in the title, and a matching piece of the description shows. */
export const SearchHighlighted: Story = {
  args: { highlightTerms: searchTerms('起司') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('起司')
  },
}

/** No picture yet: the picture's box keeps its height, so the row does not jump. */
export const NoPicture: Story = { args: { product: fixture(cardProducts, 'no picture') } }

/** The same price and original price: only one price shows. */
export const NoDiscount: Story = { args: { product: fixture(cardProducts, 'no discount') } }

/** Markup in a product's text is shown as text, never run. */
export const MarkupInText: Story = { args: { product: fixture(cardProducts, 'markup in text') } }

/** The card's footprint while the list loads (no jump when the products arrive). */
export const Loading: Story = { render: () => <ProductCardSkeleton /> }

/** A phone: the card fills the column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}
