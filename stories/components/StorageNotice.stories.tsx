import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { StorageNoticeView } from '@/components/feedback/StorageNotice'
import type { StorageProblem } from '@/lib/storedData'
import { page, shows } from '../storyPlay'

/**
 * What the shop could not keep in this browser, or read back (components/feedback/StorageNotice,
 * in the shell's notices under the navbar): the browser refused to store (quota full, private
 * mode), or stored data is damaged and a reset is offered. Never a blank page.
 */

const favourites = { key: 'favorites', label: '我的收藏', area: 'local' } as const
const choices = { key: 'breakfast-checkout-choices/v1', label: '結帳時記住的資料', area: 'local' } as const
const reset = fn()

const meta = {
  title: 'Components/Feedback/StorageNotice',
  component: StorageNoticeView,
  args: {
    problems: [{ kind: 'refused', item: favourites }] satisfies StorageProblem[],
    onReset: fn(),
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, margin: '24px auto', display: 'grid', gap: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StorageNoticeView>

export default meta
type Story = StoryObj<typeof meta>

export const StorageRefused: Story = {
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('alert', { name: '瀏覽器無法儲存資料' }))
  },
}

export const StorageRefusedForSeveral: Story = {
  args: {
    problems: [
      { kind: 'refused', item: favourites },
      { kind: 'refused', item: choices },
    ],
  },
}

export const UnreadableWithReset: Story = {
  args: { problems: [{ kind: 'unreadable', item: favourites, reset }] },
  play: async ({ canvasElement, args }) => {
    const button = page(canvasElement).getByRole('button', { name: '重設我的收藏' })
    await userEvent.click(button)
    await expect(args.onReset).toHaveBeenCalled()
  },
}

export const OnAPhone: Story = {
  args: {
    problems: [
      { kind: 'refused', item: favourites },
      { kind: 'unreadable', item: choices, reset },
    ],
  },
  globals: { viewport: { value: 'mobile1' } },
}
