import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink'

const meta = {
  title: 'Components/Shell/SkipLink',
  component: SkipLink,
  // A page in miniature: the skip link, a navigation to skip, and the main content it leads to.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 240 }}>
        <Story />
        <nav aria-label="網站導覽" style={{ display: 'flex', gap: 16, padding: 16 }}>
          <a href="#about">關於我們</a>
          <a href="#products">全部商品</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 16 }}>
          <h1>主要內容</h1>
          <button type="button">第一個按鈕</button>
        </main>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkipLink>

export default meta
type Story = StoryObj<typeof meta>

/** Out of sight until the first Tab; Enter moves the focus into the main content. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    const link = canvas.getByRole('link', { name: '跳到主要內容' })
    await expect(link).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '第一個按鈕' })).toHaveFocus()
  },
}
