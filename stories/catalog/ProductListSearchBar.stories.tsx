import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SORTS } from '@/features/catalog/browse'
import { ProductListSearchBar } from '@/features/catalog/components/ProductListSearchBar'

const meta = {
  title: 'Storefront/Products/ProductListSearchBar',
  component: ProductListSearchBar,
  argTypes: { sort: { options: SORTS, control: { type: 'select' } } },
  args: {
    searchText: '',
    onSearchTextChange: fn(),
    onSearchBlur: fn(),
    sort: 'recommended',
    onSortChange: fn(),
  },
  // As wide as the tools in the list's banner on a wide screen.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductListSearchBar>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing typed: the placeholder suggests words, and there is nothing to clear. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: '搜尋商品' })
    await expect(search).toHaveAttribute('placeholder', '例如：蛋餅、起司、豆漿')
    await expect(canvas.queryByRole('button', { name: '清除搜尋文字' })).toBeNull()
    await userEvent.type(search, '蛋')
    await expect(args.onSearchTextChange).toHaveBeenCalledWith('蛋')
    await userEvent.tab()
    await expect(args.onSearchBlur).toHaveBeenCalled()
  },
}

/** Words typed: the clear button empties the box. */
export const WithText: Story = {
  args: { searchText: '起司' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('起司')
    await userEvent.click(canvas.getByRole('button', { name: '清除搜尋文字' }))
    await expect(args.onSearchTextChange).toHaveBeenCalledWith('')
  },
}

/** Another sort chosen: the select shows it, and choosing again reports the new one. */
export const Sorted: Story = {
  args: { sort: 'price-asc' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const select = canvas.getByRole('combobox', { name: '排序' })
    await expect(select).toHaveDisplayValue('價格低→高')
    await userEvent.selectOptions(select, '熱量低→高')
    await expect(args.onSortChange).toHaveBeenCalledWith('kcal-asc')
  },
}

/** Phones, on their own: the sort takes the row under the search box. */
export const Narrow: Story = {
  args: { searchText: '豆漿' },
  globals: { viewport: { value: 'mobile1' } },
}

/** Phones, as the list shows it: the filters' button and the sort side by side under the search box. */
export const NarrowWithFilters: Story = {
  args: {
    filters: (
      <button type="button" style={{ flex: '1 1 0' }}>
        篩選條件
      </button>
    ),
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '篩選條件' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: '排序' })).toBeVisible()
  },
}
