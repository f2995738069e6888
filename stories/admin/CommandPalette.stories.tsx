import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CommandPalette, type PaletteOption } from '@/features/admin/shortcuts/components/CommandPalette'

const pagesAndActions: PaletteOption[] = [
  { id: 'page:dashboard', group: 'pages', label: '前往營運總覽' },
  { id: 'page:products', group: 'pages', label: '前往商品列表' },
  { id: 'page:orders', group: 'pages', label: '前往訂單列表' },
  { id: 'page:coupons', group: 'pages', label: '前往優惠券列表' },
  { id: 'action:create', group: 'actions', label: '新增產品' },
  { id: 'action:export', group: 'actions', label: '匯出 CSV', detail: '全部產品的 CSV' },
]

const found: PaletteOption[] = [
  { id: 'product:1', group: 'products', label: '起司蛋餅', detail: '蛋餅・NT$45' },
  { id: 'product:2', group: 'products', label: '起司蛋餅 #2122', detail: '蛋餅・NT$45' },
  { id: 'order:1', group: 'orders', label: '訂單 0000-0001・陳怡君', detail: '2026/11/27・NT$185' },
  { id: 'coupon:1', group: 'coupons', label: 'MORNING80・早安八折券', detail: '80%・2026/12/31' },
]

const meta = {
  title: 'Back office/CommandPalette',
  component: CommandPalette,
  args: {
    open: true,
    onClose: fn(),
    query: '',
    onQueryChange: fn(),
    options: pagesAndActions,
    loading: false,
    onSelect: fn(),
  },
  // The field follows what is typed (the page holds it; here the story does).
  render: function Render(args) {
    const [query, setQuery] = useState(args.query)
    return (
      <CommandPalette
        {...args}
        query={query}
        onQueryChange={(next) => {
          setQuery(next)
          args.onQueryChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof CommandPalette>

export default meta
type Story = StoryObj<typeof meta>

/** Just opened: the pages and the actions; the first is highlighted, Enter runs it. */
export const Opened: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const palette = await body.findByRole('dialog', { name: '快速指令' })
    await expect(
      within(palette).getByRole('combobox', { name: '搜尋產品、訂單、優惠券或頁面' }),
    ).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'page:products' }))
  },
}

/** Typed: products, an order and a coupon that match, grouped. */
export const Found: Story = { args: { query: '起司', options: found } }

/** Records still on their way and nothing matched yet. */
export const Loading: Story = { args: { query: '陳', options: [], loading: true } }

export const NothingFound: Story = { args: { query: 'zzz', options: [] } }

export const Narrow: Story = {
  args: { query: '起司', options: found },
  globals: { viewport: { value: 'mobile1' } },
}
