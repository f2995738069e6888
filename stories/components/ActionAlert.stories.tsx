import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ActionAlert } from '@/components/feedback/ActionAlert'
import { staleCartMessages } from '@/components/checkout/messages'
import { adminMessages } from '@/features/admin/messages'

const meta = {
  title: 'Components/Feedback/ActionAlert',
  component: ActionAlert,
  args: {
    severity: 'error',
    title: staleCartMessages.offSale.title(1),
    children: staleCartMessages.offSale.text,
    action: { label: staleCartMessages.offSale.action, onClick: fn() },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ActionAlert>

export default meta
type Story = StoryObj<typeof meta>

/** Something is wrong and one button settles it (the cart's off-sale lines: remove them). */
export const WithAction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(staleCartMessages.offSale.text)
    await userEvent.click(canvas.getByRole('button', { name: staleCartMessages.offSale.action }))
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1)
  },
}

/** The action is running: its button waits and cannot be pressed twice. */
export const Busy: Story = {
  args: { action: { label: staleCartMessages.offSale.action, onClick: fn(), busy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled()
  },
}

/** A warning that can be retried (the dashboard read only part of the orders). */
export const Retry: Story = {
  args: {
    severity: 'warning',
    title: undefined,
    children: adminMessages.dashboard.partial(3, 5),
    action: { label: adminMessages.common.reload, onClick: fn() },
  },
}

/** Nothing the reader can do here: the message alone. */
export const WithoutAction: Story = {
  args: { action: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
