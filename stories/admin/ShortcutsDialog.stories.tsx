import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ShortcutsDialog } from '@/features/admin/shortcuts/components/ShortcutsDialog'
import { adminShortcuts } from '@/features/admin/shortcuts/shortcuts'

const meta = {
  title: 'Back office/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { open: true, onClose: fn(), shortcuts: adminShortcuts() },
} satisfies Meta<typeof ShortcutsDialog>

export default meta
type Story = StoryObj<typeof meta>

/** `?`: every shortcut with its keys. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '鍵盤快速鍵' })
    await expect(within(dialog).getByRole('row', { name: /g 接著 o 前往訂單列表/ })).toBeInTheDocument()
  },
}

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }
