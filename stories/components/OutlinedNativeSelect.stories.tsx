import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OutlinedNativeSelect } from '@/components/inputs/OutlinedNativeSelect'
import { SORTS, type SortKey } from '@/features/catalog/browse'
import { QUANTITY_OPTIONS } from '@/features/catalog/catalog'
import { catalogMessages } from '@/features/catalog/messages'

const b = catalogMessages.browse
const sortOptions = SORTS.map((sort) => ({ value: sort, label: b.sorts[sort] }))

const meta = {
  title: 'Components/Inputs/OutlinedNativeSelect',
  // The select is generic in its value; the product list's sort is the example.
  component: OutlinedNativeSelect<SortKey>,
  args: { label: b.sort, value: 'recommended', options: sortOptions, onChange: fn(), sx: { minWidth: 180 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OutlinedNativeSelect<SortKey>>

export default meta
type Story = StoryObj<typeof meta>

/** The product list's sort (排序). The browser's own picker opens on a phone. */
export const Sort: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: b.sort })
    await userEvent.selectOptions(select, b.sorts['price-asc'])
    await expect(args.onChange).toHaveBeenCalledWith('price-asc')
  },
}

/** Another choice made: its text shows in the field. */
export const Chosen: Story = { args: { value: 'protein-desc' } }

/** Disabled (a prerendered page before its scripts run). */
export const Disabled: Story = { args: { disabled: true } }

/** Numbers: the product page's quantity, 1–10 (the chosen value comes back as a number). */
export const Quantity: Story = {
  render: (args) => (
    <OutlinedNativeSelect<number>
      label="數量"
      value={2}
      options={QUANTITY_OPTIONS.map((quantity) => ({ value: quantity, label: String(quantity) }))}
      onChange={args.onChange as unknown as (value: number) => void}
      sx={{ minWidth: 120 }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '數量' }), '3')
    await expect(args.onChange).toHaveBeenCalledWith(3)
  },
}

/** A phone. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }
