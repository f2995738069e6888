import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { PackingSlip } from '@/features/admin/orders/components/PackingSlip'
import { choose, fixture } from '../fixtureSets'
import { confirmedOrder, pendingOrder, preparingOrder } from './fulfilmentFixtures'

const orders = {
  'cash on delivery, unpaid': confirmedOrder,
  'card, paid, with a note': pendingOrder,
  盡快出貨: preparingOrder,
}

/**
 * The packing slip as printed (the order page's 列印): here on screen at the paper's width — A4's
 * printable 186 mm, or an 80 mm receipt roll's 72 mm.
 */
const meta = {
  title: 'Back office/PackingSlip',
  component: PackingSlip,
  argTypes: { order: choose(orders) },
  args: { order: fixture(orders, 'card, paid, with a note'), format: 'a4' },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: '#fff', p: '12mm', display: 'inline-block', boxShadow: 1 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PackingSlip>

export default meta
type Story = StoryObj<typeof meta>

export const A4: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: '186mm' }}>
        <Story />
      </Box>
    ),
  ],
}

export const Receipt80mm: Story = { args: { format: 'receipt' } }

export const ReceiptCashOnDelivery: Story = {
  args: { format: 'receipt', order: fixture(orders, 'cash on delivery, unpaid') },
}
