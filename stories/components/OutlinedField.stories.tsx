import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OutlinedField } from '@/components/inputs/OutlinedField'
import { catalogMessages } from '@/features/catalog/messages'
import { radio } from '../fixtureSets'

const b = catalogMessages.browse

const meta = {
  title: 'Components/Inputs/OutlinedField',
  component: OutlinedField,
  argTypes: { size: radio('small', 'medium') },
  args: {
    label: b.search,
    type: 'search',
    placeholder: b.searchPlaceholder,
    value: '',
    onChange: fn(),
    fullWidth: true,
    autoComplete: 'off',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OutlinedField>

export default meta
type Story = StoryObj<typeof meta>

/** The product list's search box, empty: its label sits in the field. */
export const Search: Story = {}

/** Typed into: the label moves up onto the border. */
export const Filled: Story = {
  args: { value: '起司蛋餅' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: b.search })).toHaveValue('起司蛋餅')
  },
}

/** Focused (by keyboard): a 2 px border in the primary colour. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('searchbox', { name: b.search })).toHaveFocus()
  },
}

/** The price filter's small number fields, side by side. */
export const SmallNumbers: Story = {
  args: { size: 'small', type: 'number', fullWidth: false, placeholder: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <OutlinedField {...args} label={b.minPrice} value="40" inputProps={{ min: 0, inputMode: 'numeric' }} />
      <span aria-hidden="true">–</span>
      <OutlinedField {...args} label={b.maxPrice} value="" inputProps={{ min: 0, inputMode: 'numeric' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: b.minPrice })).toHaveValue(40)
  },
}

/** Disabled: greyed, not focusable. */
export const Disabled: Story = { args: { value: '豆漿', disabled: true } }

/** A phone: the field fills the width. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }
